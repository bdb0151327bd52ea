// The bot account's login page: the operator types the admin token, the page polls /admin/chat
// and shows the login QR code while the account waits for a scan (issue 13 item 1).
import { html, render, useEffect, useState } from "/assets/common.js";

const KEY = "werewolf-admin-token";

/**
 * The chat's state in the operator's words (issue 26 item 6): the server's reason as it is when
 * it is already Chinese, else the known English states in Chinese, else a pointer to the log.
 */
function reasonZh(reason) {
  if (!reason) return "原因不明";
  if (/[\u4e00-\u9fff]/.test(reason)) return reason;
  if (reason === "starting") return "正在启动";
  if (reason.startsWith("waiting for the QR code")) return "等待用机器人的微信扫码登录";
  if (reason.startsWith("started, not logged in")) return "已启动，还没有登录";
  if (reason.startsWith("logged out")) return "已退出登录，请重新扫码";
  const failed = /^start failed \(attempt (\d+).*next try in (\d+) s/.exec(reason);
  if (failed) return `启动失败（第${failed[1]}次），${failed[2]}秒后重试；详细原因见服务器日志`;
  return "机器人没有登录，详细原因见服务器日志";
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
          setError("管理口令不对，请重新输入。");
          sessionStorage.removeItem(KEY);
          setToken("");
          return;
        }
        if (!r.ok) throw new Error((await r.json().catch(() => ({}))).detail ?? `HTTP ${r.status}`);
        setChat(await r.json());
        setError("");
      } catch (e) {
        setError(`读取登录状态失败：${e.message}`);
      }
      if (!stop) setTimeout(poll, 3000);
    };
    poll();
    return () => {
      stop = true;
    };
  }, [token]);
  if (!token)
    return html`<h1>机器人登录</h1>
      <p>扫码会把扫码的手机微信登录成法官机器人，所以这一页只给运维看：请输入服务器的管理口令（ADMIN_TOKEN）。</p>
      ${error && html`<p class="error">${error}</p>`}
      <form
        onSubmit=${(e) => {
          e.preventDefault();
          if (!typed.trim()) return setError("请输入管理口令。");
          sessionStorage.setItem(KEY, typed.trim());
          setToken(typed.trim());
        }}
      >
        <input type="password" name="token" value=${typed} onInput=${(e) => setTyped(e.target.value)} />
        <button type="submit">查看</button>
      </form>`;
  if (!chat)
    return html`<h1>机器人登录</h1><p class="muted">读取中…</p>${error && html`<p class="error">${error}</p>`}`;
  return html`<h1>机器人登录</h1>
    ${error && html`<p class="error">${error}</p>`}
    ${
      chat.state === "up"
        ? html`<p id="chat-state">已登录：${chat.user ?? "（未知账号）"}，机器人在线。</p>`
        : html`<p id="chat-state">机器人未登录：${reasonZh(chat.reason)}${chat.attempts ? `（已重试${chat.attempts}次）` : ""}</p>`
    }
    ${
      chat.qrUrl &&
      html`<p>请用机器人的微信扫描下面的二维码登录（终端里也打印了同一个码）：</p>
      <p><img id="qr" alt="登录二维码" src=${chat.qrUrl} width="240" height="240" /></p>
      <p>图片打不开时，打开这个链接：<a href=${chat.qrUrl} target="_blank" rel="noreferrer">${chat.qrUrl}</a></p>`
    }`;
}

render(html`<${Login} />`, document.getElementById("app"));
