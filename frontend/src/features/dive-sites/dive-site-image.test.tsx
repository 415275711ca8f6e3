import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiveSiteImage } from './dive-site-image';

describe(DiveSiteImage.name, () => {
  it('shows "Photo Coming Soon" when the site has no photo', () => {
    render(<DiveSiteImage src={null} alt="Bare Island" />);
    expect(screen.getByText('Photo Coming Soon')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps the "Photo Coming Soon" text and its icon in the compact list-card strip', () => {
    const { container } = render(<DiveSiteImage src={null} alt="Bare Island" compactOnPhones />);
    expect(screen.getByText('Photo Coming Soon')).toBeInTheDocument();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("keeps the words over the illustration of the site's kind", () => {
    const { container } = render(<DiveSiteImage src={null} alt="SS Yongala Wreck" kind="wreck" />);
    expect(screen.getByText('Photo Coming Soon')).toBeInTheDocument();
    expect(container.querySelector('[data-kind="wreck"]')).not.toBeNull();
  });

  it('shows the photo when there is one', () => {
    render(<DiveSiteImage src="https://img.example/a.jpg" alt="Bare Island" />);
    expect(screen.getByRole('img', { name: 'Bare Island' })).toHaveAttribute('src', 'https://img.example/a.jpg');
  });

  it('shows the photo, not the strip, for a list card with a photo', () => {
    render(<DiveSiteImage src="https://img.example/a.jpg" alt="Bare Island" compactOnPhones />);
    expect(screen.getByRole('img', { name: 'Bare Island' })).toBeInTheDocument();
    expect(screen.queryByText('Photo Coming Soon')).toBeNull();
  });
});
