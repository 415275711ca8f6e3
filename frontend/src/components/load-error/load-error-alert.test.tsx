import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadErrorAlert } from './load-error-alert';

describe(LoadErrorAlert.name, () => {
  it('shows the message as an alert and retries when Try again is pressed', async () => {
    const onRetry = vi.fn();
    render(<LoadErrorAlert onRetry={onRetry}>The dive sites could not be loaded.</LoadErrorAlert>);

    expect(screen.getByRole('alert')).toHaveTextContent('The dive sites could not be loaded.');
    expect(onRetry).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
