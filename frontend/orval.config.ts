import { defineConfig } from 'orval';

export default defineConfig({
  api: {
    input: '../openapi/openapi.json',
    output: {
      mode: 'tags-split',
      target: 'src/api/generated/endpoints',
      schemas: 'src/api/generated/models',
      client: 'react-query',
      httpClient: 'fetch',
      clean: true,
      // Header parameters (the admin creates' optional Idempotency-Key) become a typed `headers` variable.
      headers: true,
      // Orval bundles the mutator with this tsconfig's target before counting apiFetch's parameters;
      // without it (target es6) async is down-levelled, the options parameter is lost and the hooks
      // stop passing the AbortSignal through RequestInit.
      tsconfig: './tsconfig.app.json',
      override: {
        mutator: { path: 'src/api/http.ts', name: 'apiFetch' },
        // Resolve to the parsed body (not { data, status, headers }): apiFetch throws on non-OK answers,
        // so a hook's `data` is always the success body.
        fetch: { includeHttpResponseReturnType: false },
        query: { useQuery: true },
      },
    },
  },
});
