import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiveSiteImage } from './dive-site-image';

describe(DiveSiteImage.name, () => {
  it('shows "Photo Coming Soon" when the site has no photo', () => {
    render(<DiveSiteImage src={null} alt="Bare Island" />);
    expect(screen.getByText('Photo Coming Soon')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('keeps the "Photo Coming Soon" text and its icon in the compact list-card strip, with the badges it is given', () => {
    const { container } = render(
      <DiveSiteImage src={null} alt="Bare Island" compact>
        <span>Beginner</span>
      </DiveSiteImage>,
    );
    expect(screen.getByText('Photo Coming Soon')).toBeInTheDocument();
    expect(screen.getByText('Beginner')).toBeInTheDocument();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    expect(container.querySelector('[data-art]')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a featured guide our drawing of its kind, with the words in a corner', () => {
    const { container } = render(<DiveSiteImage src={null} alt="SS Yongala Wreck" kind="wreck" compact />);
    expect(screen.getByText('Photo Coming Soon')).toBeInTheDocument();
    expect(container.querySelector('[data-kind="wreck"] svg[data-art="wreck"]')).not.toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows the photo when there is one', () => {
    render(<DiveSiteImage src="https://img.example/a.jpg" alt="Bare Island" />);
    expect(screen.getByRole('img', { name: 'Bare Island' })).toHaveAttribute('src', 'https://img.example/a.jpg');
  });

  it('shows the photo, not the strip or the drawing, for a list card with a photo', () => {
    render(<DiveSiteImage src="https://img.example/a.jpg" alt="Bare Island" compact kind="reef" />);
    expect(screen.getByRole('img', { name: 'Bare Island' })).toBeInTheDocument();
    expect(screen.queryByText('Photo Coming Soon')).toBeNull();
  });
});
