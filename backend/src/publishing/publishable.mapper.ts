import { PublishableDto } from './publishable.dto';
import { PublishableEntity } from './publishable.entity';

export function toPublishableDto(item: PublishableEntity): PublishableDto {
  return {
    id: item.id,
    title: item.title,
    slug: item.slug,
    excerpt: item.excerpt,
    content: item.content,
    category: item.category,
    imageUrl: item.imageUrl,
    author: item.author,
    published: item.published,
    publishAt: item.publishAt ? item.publishAt.toISOString() : null,
    createdAt: item.createdAt.toISOString(),
  };
}
