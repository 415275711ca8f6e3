import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ContentEditor } from './content-editor';
import { LOCAL_URL_ALERT } from './content-editor-text';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ContentEditor value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('ContentEditor', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('inserts an image at 600px with alt "Image" by default', async () => {
    renderWithProviders(<Harness />);
    await userEvent.type(screen.getByLabelText('Image URL'), 'https://cdn.example.com/reef.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByTestId('value').textContent).toBe('<img src="https://cdn.example.com/reef.jpg" alt="Image" width="600" />\n');
  });

  it('keeps exactly what the owner types as alt text (never glued to "Image"), in its one alt-text field', async () => {
    renderWithProviders(<Harness />);
    expect(screen.getAllByRole('textbox', { name: /alt text/i })).toHaveLength(1);
    const alt = screen.getByRole('textbox', { name: 'Alt text' });
    expect(alt).toHaveValue('');
    expect(alt).toHaveAttribute('placeholder', 'Image');
    await userEvent.type(alt, 'An octopus at night');
    await userEvent.type(screen.getByLabelText('Image URL'), 'https://cdn.example.com/octopus.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(screen.getByTestId('value').textContent).toBe(
      '<img src="https://cdn.example.com/octopus.jpg" alt="An octopus at night" width="600" />\n',
    );
    expect(alt).toHaveValue('');
  });

  it('refuses a local development URL with the warning alert', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderWithProviders(<Harness initial="Text" />);
    await userEvent.type(screen.getByLabelText('Image URL'), 'http://localhost:5173/uploads/a.png');
    await userEvent.click(screen.getByRole('button', { name: 'Insert' }));
    expect(alert).toHaveBeenCalledWith(LOCAL_URL_ALERT);
    expect(screen.getByTestId('value').textContent).toBe('Text');
  });

  it('cannot insert without a URL', () => {
    renderWithProviders(<Harness />);
    expect(screen.getByRole('button', { name: 'Insert' })).toBeDisabled();
  });

  it('warns when the content holds locally hosted images', () => {
    renderWithProviders(<Harness initial={'<img src="http://192.168.1.5/x.jpg" />'} />);
    expect(screen.getByText(/locally hosted images/)).toBeInTheDocument();
  });
});
