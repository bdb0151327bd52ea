/**
 * Issue 26 review item 4: the site has an icon. `/favicon.ico` (what browsers ask for) answers
 * the icon (200, an image type) and logs nothing; every page links its icon, which answers the
 * same and decodes as an image in a real browser under the pages' CSP.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { capturedLog, launchBrowser, type WebStack, webStack } from "./stack.ts";

const MISSING = "00000000-0000-4000-8000-000000000000";
/** Pages of every kind: the lists, the console, a missing game's pages. */
const PAGES = ["/", "/play", "/seasons/page", "/console", `/live/${MISSING}`, `/replay/${MISSING}`];

describe("the site's icon (issue 26 review item 4)", () => {
  let web: WebStack;
  let browser: Browser;
  let base = "";
  const { log, lines: logged } = capturedLog("info");

  beforeAll(async () => {
    [web, browser] = await Promise.all([webStack({ log }), launchBrowser()]);
    base = web.base;
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await web?.stop();
  });

  it("/favicon.ico answers an image and logs no 404", async () => {
    const r = await fetch(`${base}/favicon.ico`);
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^image\//);
    const body = await r.text();
    expect(body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    // Self-made: no external reference (an image, a font, a script) in it.
    expect(body.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|href=|<script/i);
    expect(logged.filter((l) => /not found/i.test(l.msg) && l.msg.includes("favicon"))).toEqual([]);
  });

  it("every page links the icon, which answers an image", async () => {
    for (const path of PAGES) {
      const html = await (await fetch(`${base}${path}`)).text();
      const href = /<link rel="icon"[^>]* href="([^"]+)"/.exec(html)?.[1];
      expect(href, path).toBeDefined();
      const icon = await fetch(new URL(href ?? "", `${base}${path}`));
      expect(icon.status, path).toBe(200);
      expect(icon.headers.get("content-type"), path).toMatch(/^image\//);
    }
  });

  it("in a browser, the page's icon decodes as an image under the CSP", async () => {
    const page = await browser.newPage();
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(`${base}/`);
    const size = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
      if (!link) return null;
      const img = new Image();
      img.src = link.href;
      await img.decode();
      return { w: img.naturalWidth, h: img.naturalHeight };
    });
    expect(size?.w).toBeGreaterThan(0);
    expect(size?.h).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    await page.close();
  }, 60_000);
});
