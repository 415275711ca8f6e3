import type { ArticleDto } from '@/api/generated/models';

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
