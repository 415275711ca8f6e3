import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ArticleImage } from './article-image';

const article = { title: 'Night diving at Rapid Bay', imageUrl: 'https://res.cloudinary.com/demo/image/upload/night.jpg' };

describe(ArticleImage.name, () => {
  it('requests the blog header size with the responsive widths in a 2:1 frame', () => {
    render(<ArticleImage article={article} sizes="100vw" />);

    const img = screen.getByRole('img', { name: article.title, hidden: true });
    expect(img).toHaveAttribute('src', 'https://res.cloudinary.com/demo/image/upload/w_1200,h_600,q_80,c_fill,f_auto/night.jpg');
    expect(img.getAttribute('srcset')).toContain('upload/w_400,q_80,f_auto/night.jpg 400w');
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('width', '1200');
    expect(img).toHaveAttribute('height', '600');
  });

  it('lets a grid card ask for a smaller fallback source', () => {
    render(<ArticleImage article={article} sizes="33vw" srcSize={{ width: 600, height: 300 }} />);

    expect(screen.getByRole('img', { name: article.title, hidden: true })).toHaveAttribute(
      'src',
      'https://res.cloudinary.com/demo/image/upload/w_600,h_300,q_80,c_fill,f_auto/night.jpg',
    );
  });
});
