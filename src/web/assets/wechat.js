// The bot account's login page: the operator types the admin token, the page polls /admin/chat
// and shows the login QR code while the account waits for a scan (issue 13 item 1).
import { html, render, t, useEffect, useState } from "/assets/common.js";

const KEY = "werewolf-admin-token";

/**
 * The chat's state in the operator's words (issue 26 item 6): the server's reason as it is when
 * it is already Chinese, else the known English states in Chinese, else a pointer to the log.
 */
function reasonZh(reason) {
  if (!reason) return t("web_judge.wx_unknown");
  if (/[\u4e00-\u9fff]/.test(reason)) return reason;
  if (reason === "starting") return t("web_judge.wx_starting");
  if (reason.startsWith("waiting for the QR code")) return t("web_judge.wx_waiting_qr");
  if (reason.startsWith("started, not logged in")) return t("web_judge.wx_not_logged_in");
  if (reason.startsWith("logged out")) return t("web_judge.wx_logged_out");
  const failed = /^start failed \(attempt (\d+).*next try in (\d+) s/.exec(reason);
  if (failed) return t("web_judge.wx_failed", { n: failed[1], s: failed[2] });
  return t("web_judge.wx_down");
}

function Login() {
  const [token, setToken] = useState(sessionStorage.getItem(KEY) ?? "");
  const [typed, setTyped] = useState("");
  const [chat, setChat] = useState(null);
  const [error, setError] = useState("");
  useEffect(() => {
    if (!token) return undefined;
    let stop = false;
    const poll = async () => {
      try {
        const r = await fetch("/admin/chat", { headers: { authorization: `Bearer ${token}` } });
        if (r.status === 401 || r.status === 403) {
          setError(t("web_judge.wx_bad_token"));
          sessionStorage.removeItem(KEY);
          setToken("");
          return;
        }
        if (!r.ok) throw new Error((await r.json().catch(() => ({}))).detail ?? `HTTP ${r.status}`);
        setChat(await r.json());
        setError("");
      } catch (e) {
        setError(t("web_judge.wx_read_failed", { why: e.message }));
      }
      if (!stop) setTimeout(poll, 3000);
    };
    poll();
    return () => {
      stop = true;
    };
  }, [token]);
  if (!token)
    return html`<h1>${t("web.t_wechat")}</h1>
      <p>${t("web_judge.wx_intro", { setting: "ADMIN_TOKEN" })}</p>
      ${error && html`<p class="error">${error}</p>`}
      <form
        onSubmit=${(e) => {
          e.preventDefault();
          if (!typed.trim()) return setError(t("web_judge.wx_type_token"));
          sessionStorage.setItem(KEY, typed.trim());
          setToken(typed.trim());
        }}
      >
        <input type="password" name="token" value=${typed} onInput=${(e) => setTyped(e.target.value)} />
        <button type="submit">${t("web_judge.wx_show")}</button>
      </form>`;
  if (!chat)
    return html`<h1>${t("web.t_wechat")}</h1><p class="muted">${t("web_judge.reading")}</p>${error && html`<p class="error">${error}</p>`}`;
  return html`<h1>${t("web.t_wechat")}</h1>
    ${error && html`<p class="error">${error}</p>`}
    ${
      chat.state === "up"
        ? html`<p id="chat-state">${t("web_judge.wx_up", { user: chat.user ?? t("web_judge.wx_unknown_user") })}</p>`
        : html`<p id="chat-state">${t("web_judge.wx_down_because", { why: reasonZh(chat.reason) })}${chat.attempts ? t("web_judge.wx_retried", { n: chat.attempts }) : ""}</p>`
    }
    ${
      chat.qrUrl &&
      html`<p>${t("web_judge.wx_scan")}</p>
      <p><img id="qr" alt=${t("web_judge.wx_qr")} src=${chat.qrUrl} width="240" height="240" /></p>
      <p>${t("web_judge.wx_link")}<a href=${chat.qrUrl} target="_blank" rel="noreferrer">${chat.qrUrl}</a></p>`
    }`;
}

render(html`<${Login} />`, document.getElementById("app"));
