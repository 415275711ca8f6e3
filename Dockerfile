# Production image: builds the shared package, backend and frontend, serves both from one Node process.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
ARG VITE_GA_MEASUREMENT_ID=
# The backend's and the frontend's builds compile shared/ (to shared/dist) first.
RUN npm run build -w backend && npm run build -w frontend && npm prune --omit=dev

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000
# The server allows Google's hosts in its CSP only when the frontend was built with analytics.
ARG VITE_GA_MEASUREMENT_ID=
ENV VITE_GA_MEASUREMENT_ID=${VITE_GA_MEASUREMENT_ID}
COPY --from=build /app/node_modules node_modules
# The shared rules, compiled (node_modules/@ddu/shared links here).
COPY --from=build /app/shared/package.json shared/package.json
COPY --from=build /app/shared/dist shared/dist
COPY --from=build /app/backend/package.json backend/package.json
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/dist frontend/dist
# The server-rendering bundle (backend/src/pages/render/page-renderer.ts loads it beside frontend/dist).
COPY --from=build /app/frontend/dist-server frontend/dist-server
COPY package.json ./
# Uploaded photos (MEDIA_DIR defaults to data/media); docker-compose mounts a volume here.
RUN mkdir -p /app/data/media && chown -R node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# Exec form: node is PID 1 and receives SIGTERM itself (graceful shutdown, exit 0).
STOPSIGNAL SIGTERM
CMD ["node", "backend/dist/main.js"]
