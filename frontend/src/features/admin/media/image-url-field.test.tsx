import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { MediaItemResponseDto } from '@/api/generated/models';
import { renderWithProviders } from '@/test/render';
import { ImageUrlField } from './image-url-field';

const UPLOADED = '/media/0123456789abcdef-1600x1066/1600.jpg';

// The upload itself (XMLHttpRequest to POST /api/admin/media) is covered by the photo-upload browser test.
vi.mock('./upload-photo', async (original) => ({
  ...(await original<typeof import('./upload-photo')>()),
  uploadPhoto: vi.fn(async (file: File, altText: string): Promise<MediaItemResponseDto> => ({
    id: 1,
    name: file.name,
    altText,
    url: UPLOADED,
    thumbnailUrl: '/media/0123456789abcdef-1600x1066/480.webp',
    width: 1600,
    height: 1066,
    originalBytes: 2_000_000,
    storedBytes: 400_000,
    originalFormat: 'jpeg',
    placeholderColor: '#3a6f8c',
    usedBy: [],
    widths: [480, 960, 1600],
    createdAt: '2025-06-01T00:00:00.000Z',
  })),
}));

function Editor() {
  const [url, setUrl] = useState('');
  return <ImageUrlField value={url} onChange={setUrl} altText="Shearwater Peregrine" />;
}

describe('ImageUrlField', () => {
  it('takes a typed address, and an uploaded photo fills it in with the title as suggested alt text', async () => {
    const { uploadPhoto } = await import('./upload-photo');
    renderWithProviders(<Editor />);
    const field = screen.getByRole('textbox', { name: 'Image URL' });
    expect(field).toBeRequired();
    fireEvent.change(field, { target: { value: 'https://images.example.com/peregrine.jpg' } });
    expect(field).toHaveValue('https://images.example.com/peregrine.jpg');

    expect(screen.getByLabelText('Alt text (describe the photo)')).toHaveValue('Shearwater Peregrine');
    const photo = new File(['jpeg bytes'], 'IMG_0001.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByLabelText('Upload photo'), { target: { files: [photo] } });
    expect(await screen.findByDisplayValue(UPLOADED)).toBe(field);
    expect(uploadPhoto).toHaveBeenCalledWith(photo, 'Shearwater Peregrine', expect.any(Function));
  });
});
