import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { containsLocalImages, isLocalDevUrl } from '@ddu/shared/markup/render-markup';
import {
  DEFAULT_IMAGE_ALT,
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  imageTag,
  insertImage,
  LOCAL_URL_ALERT,
  lineIndexAt,
  stripLoneHeadingMarkers,
} from './content-editor-text';
import { PhotoUploader } from '../media/photo-uploader';

interface ContentEditorProps {
  value: string;
  onChange: (content: string) => void;
  label?: string;
}

/** The article/review body: a plain text area with light markup and an image inserter. */
export function ContentEditor({ value, onChange, label = 'Content' }: ContentEditorProps) {
  const textArea = useRef<HTMLTextAreaElement>(null);
  const [imageUrl, setImageUrl] = useState('');
  const [width, setWidth] = useState<number>(DEFAULT_IMAGE_WIDTH);
  // Empty, not "Image": the spec's default is used for an empty box, so what the owner types is never glued to it.
  const [alt, setAlt] = useState('');

  const change = (content: string, caret: number) => onChange(stripLoneHeadingMarkers(content, lineIndexAt(content, caret)));

  const insert = () => {
    const url = imageUrl.trim();
    if (!url) return;
    if (isLocalDevUrl(url)) {
      window.alert(LOCAL_URL_ALERT);
      return;
    }
    const caret = textArea.current?.selectionStart ?? value.length;
    const next = insertImage(value, caret, imageTag(url, width, alt));
    onChange(next.content);
    setImageUrl('');
    setAlt('');
    requestAnimationFrame(() => {
      textArea.current?.focus();
      textArea.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Box>
      <TextField
        label={label}
        value={value}
        onChange={(e) => change(e.target.value, e.target.selectionStart ?? e.target.value.length)}
        inputRef={textArea}
        multiline
        minRows={10}
        maxRows={30}
        fullWidth
        required
        helperText="## Heading, ### Subheading, **bold**, * bullet, [link text](https://...). Leave a blank line between paragraphs."
      />
      {containsLocalImages(value) && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          This content includes locally hosted images (localhost or a private network address). Readers will not be able to see them:
          replace them with publicly accessible image URLs before publishing.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: 2, mt: 1.5 }}>
        <Typography variant="subtitle2" component="h3" gutterBottom>
          Insert Image
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr auto' }, alignItems: 'start' }}>
          <TextField
            label="Image URL"
            value={imageUrl}
            onChange={(e) => setImageUrl(e.target.value)}
            size="small"
            placeholder="https://..."
          />
          <TextField select label="Width" value={width} onChange={(e) => setWidth(Number(e.target.value))} size="small">
            {IMAGE_WIDTHS.map((w) => (
              <MenuItem key={w} value={w}>
                {w}px
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Alt text"
            value={alt}
            onChange={(e) => setAlt(e.target.value)}
            size="small"
            placeholder={DEFAULT_IMAGE_ALT}
            helperText={`Describe the image; "${DEFAULT_IMAGE_ALT}" when left empty.`}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength: 255 } }}
          />
          <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} onClick={insert} disabled={!imageUrl.trim()}>
            Insert
          </Button>
        </Box>
        <Box sx={{ mt: 1.5 }}>
          <PhotoUploader altText={alt.trim() || DEFAULT_IMAGE_ALT} onUploaded={(item) => setImageUrl(item.url)} />
        </Box>
      </Paper>
    </Box>
  );
}
