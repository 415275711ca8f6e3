import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiveSiteImage } from './dive-site-image';

describe(DiveSiteImage.name, () => {
  it('shows "Photo Coming Soon" when the site has no photo', () => {
    render(<DiveSiteImage src={null} alt="Bare Island" />);
    expect(screen.getByText('Photo Coming Soon')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the photo when there is one', () => {
    render(<DiveSiteImage src="https://img.example/a.jpg" alt="Bare Island" />);
    expect(screen.getByRole('img', { name: 'Bare Island' })).toHaveAttribute('src', 'https://img.example/a.jpg');
  });
});
