import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ContentEditor } from './content-editor';
import type { PublishableForm } from './use-publishable-editor';
import { UnsavedChangesGuard } from '../shared/unsaved-changes-guard';

/** The part of usePublishableEditor's result the panel needs. */
export interface PublishableEditorState {
  form: PublishableForm;
  editing: { title: string; published: boolean } | null;
  setTitle: (title: string) => void;
  setSlug: (slug: string) => void;
  setText: (key: 'excerpt' | 'content', value: string) => void;
  save: (published: boolean) => Promise<void>;
  cancelEdit: () => void;
  /** Unsaved changes: leaving asks first. */
  dirty: boolean;
}

interface PublishableEditorPanelProps {
  editor: PublishableEditorState;
  busy: boolean;
  /** Accessible name of the editor section, e.g. "Blog post editor". */
  label: string;
  /** Heading while nothing is being edited, e.g. "New Blog Post". */
  newHeading: string;
  /** What the item is called in the editing notice: "post" or "review". */
  itemWord: string;
  slugHelp: string;
  /** The item's own fields, shown between the slug and the excerpt. */
  children: ReactNode;
}

/** Editor for a blog post or gear review: title, slug, its own fields, excerpt, content, and the draft/publish buttons. */
export function PublishableEditorPanel({ editor, busy, label, newHeading, itemWord, slugHelp, children }: PublishableEditorPanelProps) {
  const { form, editing } = editor;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label={label}>
      <Typography variant="h6" component="h2" gutterBottom>
        {editing ? `Editing: ${editing.title}` : newHeading}
      </Typography>
      {editing && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You are editing a {editing.published ? `published ${itemWord}` : 'draft'}. Cancel Edit to start a new {itemWord} instead.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField label="Title" value={form.title} onChange={(e) => editor.setTitle(e.target.value)} required fullWidth />
        <TextField label="Slug" value={form.slug} onChange={(e) => editor.setSlug(e.target.value)} helperText={slugHelp} fullWidth />
        {children}
        <TextField
          label="Excerpt"
          value={form.excerpt}
          onChange={(e) => editor.setText('excerpt', e.target.value)}
          multiline
          minRows={2}
          fullWidth
          helperText="Leave empty to use the first 150 characters of the content."
          sx={{ gridColumn: { md: '1 / -1' } }}
        />
      </Box>
      <Box sx={{ mt: 2 }}>
        <ContentEditor value={form.content} onChange={(content) => editor.setText('content', content)} />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
        <Button variant="contained" onClick={() => void editor.save(true)} disabled={busy}>
          {editing?.published ? 'Update & Keep Published' : 'Publish Now'}
        </Button>
        <Button variant="outlined" onClick={() => void editor.save(false)} disabled={busy}>
          Save as Draft
        </Button>
        {editing && (
          <Button color="inherit" onClick={editor.cancelEdit} disabled={busy}>
            Cancel Edit
          </Button>
        )}
      </Box>
      <UnsavedChangesGuard dirty={editor.dirty} thing={`this ${itemWord}`} />
    </Paper>
  );
}
