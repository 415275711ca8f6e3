import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { ArticleDto } from '@/api/generated/models';
import { createQueryClient } from '@/app/query-client';

export function makeArticle(overrides: Partial<ArticleDto> = {}): ArticleDto {
  return {
    id: 1,
    title: 'Diving Julian Rocks',
    slug: 'diving-julian-rocks',
    excerpt: 'Grey nurse sharks, turtles and manta rays off Byron Bay.',
    content: '## Getting there\nThe boats leave from Main Beach.',
    category: 'Dive Sites',
    imageUrl: '/images/blog/julian-rocks.svg',
    author: 'Mia',
    published: true,
    publishAt: null,
    createdAt: '2025-05-01T00:00:00.000Z',
    ...overrides,
  };
}

/** Answers fetch calls from a table of path → [status, body]; anything else is a 404. */
export function stubApi(routes: Record<string, [number, unknown]>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const [status, body] = routes[String(input)] ?? [404, { statusCode: 404, message: 'Not Found' }];
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function renderAt(path: string, routePath: string, element: ReactElement) {
  const router = createMemoryRouter(
    [
      { path: routePath, element },
      { path: '*', element: <div data-testid="elsewhere" /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}
