import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_REMOVE_DELAY_MS, type ToastStore } from './toast-store';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { Toaster } from './toaster';

let store: ToastStore;

beforeEach(() => {
  vi.useFakeTimers();
  store = createToastStore();
});

afterEach(() => {
  vi.useRealTimers();
});

/** Shows a toast and lets the lazily loaded card module arrive (it loads with the first toast). */
async function showToast(title: string, description?: string) {
  act(() => {
    store.toast({ title, description, variant: 'success' });
  });
  await act(async () => {
    await import('./toast-card');
    await vi.dynamicImportSettled();
  });
}

const toastElement = () => screen.getByRole('status');

describe(Toaster.name, () => {
  it('sits at the bottom of the screen, clear of the header with its logo, search and menu buttons', () => {
    render(<Toaster store={store} />);
    const style = getComputedStyle(screen.getByRole('region', { name: 'Notifications (F8)' }));
    expect(style.position).toBe('fixed');
    expect(style.bottom).toBe('0px');
    expect(style.top).toBe('auto');
  });

  it('renders the toast as a status inside the notifications region', async () => {
    render(<Toaster store={store} />);
    await showToast('Successfully subscribed!', 'Check your email for the free PDF guide.');

    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region).toContainElement(toastElement());
    expect(toastElement()).toHaveTextContent('Successfully subscribed!');
    expect(toastElement()).toHaveTextContent('Check your email for the free PDF guide.');
    expect(toastElement()).toHaveAttribute('data-variant', 'success');
  });

  it('shows only the newest toast', async () => {
    render(<Toaster store={store} />);
    await showToast('Older');
    await showToast('Newer');

    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(toastElement()).toHaveTextContent('Newer');
  });

  it('focuses the notifications region on F8', () => {
    render(<Toaster store={store} />);

    fireEvent.keyDown(window, { key: 'F8' });

    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });

  it('closes on the close button and leaves the DOM 5000 ms later', async () => {
    render(<Toaster store={store} />);
    await showToast('Photo Updated');

    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(toastElement()).toHaveAttribute('data-state', 'closed');

    act(() => {
      vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('dismisses on a rightward swipe longer than 50 px', async () => {
    render(<Toaster store={store} />);
    await showToast('Swipe me');

    fireEvent.pointerDown(toastElement(), { clientX: 100 });
    fireEvent.pointerMove(toastElement(), { clientX: 151 });
    fireEvent.pointerUp(toastElement(), { clientX: 151 });

    expect(toastElement()).toHaveAttribute('data-state', 'closed');
  });

  it('stays open after a swipe of 50 px or less', async () => {
    render(<Toaster store={store} />);
    await showToast('Keep me');

    fireEvent.pointerDown(toastElement(), { clientX: 100 });
    fireEvent.pointerUp(toastElement(), { clientX: 150 });

    expect(toastElement()).toHaveAttribute('data-state', 'open');
  });
});

describe('Toaster with a dialog open', () => {
  it('shows the toast inside the open dialog, where screen readers still hear it, and back in the page once it closes', async () => {
    const { rerender } = render(
      <>
        <Toaster store={store} />
        <Dialog open aria-labelledby="edit-title">
          <DialogTitle id="edit-title">Edit Dive Site</DialogTitle>
        </Dialog>
      </>,
    );
    await showToast('Error', 'latitude must be between -90 and 90');

    const dialogRoot = screen.getByRole('dialog').closest('.MuiDialog-root');
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(dialogRoot).toContainElement(region);
    expect(region.closest('[aria-hidden="true"]')).toBeNull();
    expect(toastElement()).toHaveTextContent('latitude must be between -90 and 90');

    rerender(
      <>
        <Toaster store={store} />
        <Dialog open={false} aria-labelledby="edit-title" transitionDuration={0}>
          <DialogTitle id="edit-title">Edit Dive Site</DialogTitle>
        </Dialog>
      </>,
    );
    await act(async () => {
      await vi.runAllTimersAsync();
    });
    expect(document.querySelector('.MuiDialog-root')).toBeNull();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).closest('.MuiDialog-root')).toBeNull();
  });
});
