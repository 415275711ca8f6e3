import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateArticle, useDeleteArticle, useGetArticles, useUpdateArticle } from '@/api/generated/endpoints/articles/articles';
import type { ArticleDto } from '@/api/generated/models';
import { API, invalidateApi } from '../shared/admin-cache';
import { ARTICLE_CATEGORIES, articlePayload, articleToForm, emptyArticleForm, isArticleComplete } from '../shared/admin-forms';
import { useConfirmDelete } from '../shared/confirm-delete-dialog';
import { PublishableEditorPanel } from '../publishing/publishable-editor-panel';
import { PublishableLists } from '../publishing/publishable-lists';
import { usePublishableEditor } from '../publishing/use-publishable-editor';
import { ImageUrlField } from '../media/image-url-field';

export function BlogCreatorTab() {
  const queryClient = useQueryClient();
  const articles = useGetArticles({ admin: true });
  const createArticle = useCreateArticle();
  const updateArticle = useUpdateArticle();
  const deleteArticle = useDeleteArticle();
  const editor = usePublishableEditor({
    noun: 'Blog',
    thing: 'the blog post',
    eventSubject: 'article',
    empty: emptyArticleForm,
    toForm: articleToForm,
    isComplete: isArticleComplete,
    toPayload: articlePayload,
    create: (data, headers) => createArticle.mutateAsync({ data, headers }),
    update: (id, data) => updateArticle.mutateAsync({ id, data }),
    deleteItem: (id) => deleteArticle.mutateAsync({ id }),
    refresh: () => invalidateApi(queryClient, API.articles),
  });
  const { form, set } = editor;
  const { confirmDelete, dialog } = useConfirmDelete();

  const remove = async (article: ArticleDto) => {
    const message = `\u201c${article.title}\u201d will be permanently deleted. This action cannot be undone.`;
    if (!(await confirmDelete({ title: 'Delete this post?', message }))) return;
    await editor.remove(article);
  };

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <PublishableEditorPanel
        editor={editor}
        busy={editor.saving || createArticle.isPending || updateArticle.isPending}
        label="Blog post editor"
        newHeading="New Blog Post"
        itemWord="post"
        slugHelp="The address of the post: /blog/your-slug"
      >
        <TextField select label="Category" value={form.category} onChange={(e) => set('category', e.target.value)} required fullWidth>
          {ARTICLE_CATEGORIES.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="Author"
          value={form.author}
          onChange={(e) => set('author', e.target.value)}
          placeholder="Dive Down Under Team"
          fullWidth
        />
        <ImageUrlField
          label="Header Image URL"
          value={form.imageUrl}
          onChange={(url) => set('imageUrl', url)}
          altText={form.title}
          helperText="1200 × 600 works best"
          fullRow
        />
      </PublishableEditorPanel>
      <Divider />
      <PublishableLists
        items={articles.data}
        loading={articles.isPending}
        noun="Articles"
        onEdit={editor.startEdit}
        onTogglePublished={(item) => void editor.togglePublished(item)}
        onDelete={(article) => void remove(article)}
        onSchedule={(item, publishAt) => void editor.schedule(item, publishAt)}
      />
      {dialog}
    </Box>
  );
}
