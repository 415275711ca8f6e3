import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { PhotoUploader } from './photo-uploader';

interface ImageUrlFieldProps {
  label?: string;
  value: string;
  /** Called with the typed address, or with an uploaded photo's address. */
  onChange: (url: string) => void;
  /** Suggested alt text for an upload (the post's title, the product's name). */
  altText: string;
  helperText?: string;
  /** Spans both columns of the editor's grid. */
  fullRow?: boolean;
}

/** An editor's required image: an address to type, or a photo to upload that fills it in. */
export function ImageUrlField({ label = 'Image URL', value, onChange, altText, helperText, fullRow = false }: ImageUrlFieldProps) {
  const row = fullRow ? { gridColumn: { md: '1 / -1' } } : undefined;
  return (
    <>
      <TextField
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        required
        placeholder="https://..."
        helperText={helperText}
        fullWidth
        sx={row}
      />
      <Box sx={row}>
        <PhotoUploader defaultAltText={altText} onUploaded={(item) => onChange(item.url)} />
      </Box>
    </>
  );
}
