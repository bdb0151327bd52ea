import { html, render } from "/assets/common.js";

render(
  html`<h1>试玩</h1><p>这台服务器连着真实的对局，没有开试玩。在自己的电脑上运行 <code>npm ci && npm run play</code>，再打开 <a href="http://localhost:3000/play">http://localhost:3000/play</a>，就能在浏览器里玩一整局（不用微信）。</p>`,
  document.getElementById("app"),
);
