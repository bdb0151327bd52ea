# The server image: `npm start` (Wechaty bot + timers + outbox + HTTP API on PORT).
FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json prisma.config.ts ./
COPY prisma ./prisma
COPY scripts ./scripts
RUN npm ci --no-audit --no-fund
COPY . .
ENV NODE_ENV=production PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --retries=5 CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# node directly (not npm) so SIGTERM from `docker stop` reaches the server and it stops gracefully.
CMD ["node", "--import", "tsx", "src/server.ts"]
