import CloudUploadOutlinedIcon from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { type DragEvent, useId, useState } from 'react';
import { getGetMediaItemsQueryKey } from '@/api/generated/endpoints/media/media';
import type { MediaItemResponseDto } from '@/api/generated/models';
import { toast } from '@/components/toast/toast-store';
import { PHOTO_ACCEPT, uploadPhoto } from './upload-photo';

interface PhotoUploaderProps {
  /** Called once per finished photo, as soon as it is ready. */
  onUploaded?: (item: MediaItemResponseDto) => void;
  /** Several photos at once (the media library); a form's image field takes one. */
  multiple?: boolean;
  /** Suggested alt text (e.g. the dive site's name); the owner can change it before uploading. */
  defaultAltText?: string;
  /**
   * The alt text from the caller's own field (the image inserter has one already): the uploader then
   * shows no alt box of its own, so the owner never sees two.
   */
  altText?: string;
}

/**
 * "Upload photo": a file picker and a drop zone with the alt text asked first and a progress bar
 * while each photo uploads. The server's readable refusal (too big, not a photo, HEIC) is shown as is.
 */
export function PhotoUploader({ onUploaded, multiple = false, defaultAltText = '', altText: givenAltText }: PhotoUploaderProps) {
  const queryClient = useQueryClient();
  const inputId = useId();
  const [ownAltText, setAltText] = useState(defaultAltText);
  const altText = givenAltText ?? ownAltText;
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState('');
  const [dragging, setDragging] = useState(false);

  const send = async (files: File[]) => {
    const chosen = multiple ? files : files.slice(0, 1);
    if (!chosen.length) return;
    setError('');
    for (const [index, file] of chosen.entries()) {
      setProgress(0);
      try {
        const item = await uploadPhoto(file, altText.trim(), (fraction) => setProgress(((index + fraction) / chosen.length) * 100));
        onUploaded?.(item);
        toast({ title: 'Photo Uploaded', description: `${file.name} is ready to use.`, variant: 'success' });
      } catch (cause) {
        const message = (cause as Error).message;
        setError(`${file.name}: ${message}`);
        toast({ title: 'Upload Failed', description: message, variant: 'destructive' });
      }
    }
    setProgress(null);
    await queryClient.invalidateQueries({ queryKey: getGetMediaItemsQueryKey() });
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send([...event.dataTransfer.files]);
  };

  return (
    <Box
      data-testid="photo-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        display: 'grid',
        gap: 1,
        p: 1.5,
        border: '2px dashed',
        borderColor: dragging ? 'primary.main' : 'divider',
        borderRadius: 1,
        bgcolor: dragging ? 'action.hover' : 'transparent',
      }}
    >
      {givenAltText === undefined && (
        <TextField
          size="small"
          label="Alt text (describe the photo)"
          value={ownAltText}
          onChange={(e) => setAltText(e.target.value)}
          helperText="Read aloud to people who cannot see the photo."
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        <Button component="label" htmlFor={inputId} variant="outlined" startIcon={<CloudUploadOutlinedIcon />} disabled={progress !== null}>
          {multiple ? 'Upload photos' : 'Upload photo'}
        </Button>
        <input
          id={inputId}
          type="file"
          hidden
          accept={PHOTO_ACCEPT}
          multiple={multiple}
          aria-label={multiple ? 'Upload photos' : 'Upload photo'}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            void send(files);
          }}
        />
        <Typography variant="body2" color="text.secondary">
          or drop {multiple ? 'photos' : 'a photo'} here (JPEG, PNG or WebP)
        </Typography>
      </Box>
      {progress !== null && <LinearProgress variant="determinate" value={progress} aria-label="Upload progress" />}
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
