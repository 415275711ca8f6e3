import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCreateProduct, useDeleteProduct, useGetProducts, useUpdateProduct } from '@/api/generated/endpoints/products/products';
import type { ProductResponseDto } from '@/api/generated/models';
import { productCategoryLabel } from '@/lib/product-category-labels';
import { trackEvent } from '@/lib/analytics';
import { formatPrice } from '@/components/product/price';
import { API, invalidateApi } from '../shared/admin-cache';
import { LinkHealthBadge } from '../shared/link-health-badge';
import {
  cutDescription,
  emptyProductForm,
  isProductComplete,
  PRODUCT_CATEGORIES,
  productPayload,
  productToForm,
  type ProductForm,
} from '../shared/admin-forms';
import { useAdminEditor } from '../shared/use-admin-editor';
import { ImageUrlField } from '../media/image-url-field';
import { UnsavedChangesGuard } from '../shared/unsaved-changes-guard';
import { useConfirmDelete } from '../shared/confirm-delete-dialog';
import { PriceFeedUpload } from './price-feed-upload';
import { PriceFlagsPanel } from './price-flags-panel';
import { ProductOffersEditor } from './product-offers-editor';
import { ProductReviewSelect } from './product-review-select';
import { ProductSpecFields } from './product-spec-fields';

export function ProductsTab() {
  const queryClient = useQueryClient();
  const products = useGetProducts();
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const deleteProduct = useDeleteProduct();
  const [form, setForm] = useState<ProductForm>(emptyProductForm);
  const set = (key: Exclude<keyof ProductForm, 'specs'>, value: string) => setForm((f) => ({ ...f, [key]: value }));
  const setSpec = (key: string, value: string) => setForm((f) => ({ ...f, specs: { ...f.specs, [key]: value } }));
  const editor = useAdminEditor({
    noun: 'Product',
    thing: 'the product',
    nameOf: (product: ProductResponseDto) => product.name,
    toForm: productToForm,
    load: setForm,
    reset: () => setForm(emptyProductForm),
    deleteItem: (id) => deleteProduct.mutateAsync({ id }),
    refresh: () => invalidateApi(queryClient, API.products),
  });
  const { editing, cancelEdit, notify, run, submit } = editor;
  const busy = editor.saving || createProduct.isPending || updateProduct.isPending;
  const dirty = JSON.stringify(form) !== JSON.stringify(editing ? productToForm(editing) : emptyProductForm);

  const save = async () => {
    if (!isProductComplete(form)) {
      editor.warnMissingInfo();
      return;
    }
    const data = productPayload(form, editing?.featured ?? false);
    await submit(editing ? 'update' : 'create', data, async (headers) => {
      if (editing) {
        await updateProduct.mutateAsync({ id: editing.id, data });
        trackEvent('admin_update_product', { category: data.category, label: data.name });
        notify('Updated', `"${data.name}" was updated.`);
      } else {
        await createProduct.mutateAsync({ data, headers });
        trackEvent('admin_create_product', { category: data.category, label: data.name });
        notify('Created', `"${data.name}" was added to the shop.`);
      }
      cancelEdit();
    });
  };

  const toggleFeatured = (product: ProductResponseDto) =>
    run('update', async () => {
      await updateProduct.mutateAsync({ id: product.id, data: { featured: !product.featured } });
      trackEvent('admin_update_product', { label: product.name, featured: !product.featured });
      notify('Updated', `"${product.name}" is ${product.featured ? 'no longer featured' : 'now featured'}.`);
    });

  const { confirmDelete, dialog } = useConfirmDelete();
  const remove = async (product: ProductResponseDto) => {
    if (
      !(await confirmDelete({ title: 'Delete this product?', message: `Delete "${product.name}" from the shop? This cannot be undone.` }))
    )
      return;
    await editor.remove(product);
  };

  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} component="section" aria-label="Product editor">
        <Typography variant="h6" component="h2" gutterBottom>
          {editing ? `Editing: ${editing.name}` : 'New Product'}
        </Typography>
        {editing && (
          <Alert severity="info" sx={{ mb: 2 }}>
            You are editing an existing product. Cancel Edit to add a new one instead.
          </Alert>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <TextField label="Name" value={form.name} onChange={(e) => set('name', e.target.value)} required fullWidth />
          <TextField select label="Category" value={form.category} onChange={(e) => set('category', e.target.value)} required fullWidth>
            {PRODUCT_CATEGORIES.map((c) => (
              <MenuItem key={c.value} value={c.value}>
                {c.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Description"
            value={form.description}
            onChange={(e) => set('description', e.target.value)}
            required
            multiline
            minRows={3}
            fullWidth
            sx={{ gridColumn: { md: '1 / -1' } }}
          />
          <TextField
            label="Price (AUD)"
            value={form.price}
            onChange={(e) => set('price', e.target.value)}
            required
            placeholder="899.00"
            fullWidth
          />
          <TextField
            label="Seller rating"
            value={form.rating}
            onChange={(e) => set('rating', e.target.value)}
            placeholder="4.5"
            helperText="The seller's shoppers' average, 0 to 5, shown as Seller rating until we review it; 4.5 when left empty"
            fullWidth
          />
          <ProductSpecFields category={form.category} specs={form.specs} onChange={setSpec} />
          <ProductReviewSelect
            value={form.reviewId}
            onChange={(reviewId) => set('reviewId', reviewId)}
            products={products.data ?? []}
            editingId={editing?.id}
          />
          <ImageUrlField value={form.imageUrl} onChange={(url) => set('imageUrl', url)} altText={form.name} />
          <TextField
            label="Affiliate Link"
            value={form.affiliateLink}
            onChange={(e) => set('affiliateLink', e.target.value)}
            placeholder="https://..."
            fullWidth
          />
          <TextField
            label="Review Count"
            value={form.reviewCount}
            onChange={(e) => set('reviewCount', e.target.value)}
            placeholder="100"
            helperText="100 when left empty"
            fullWidth
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
          <Button variant="contained" onClick={() => void save()} disabled={busy}>
            {editing ? 'Update Product' : 'Add Product'}
          </Button>
          {editing && (
            <Button color="inherit" onClick={cancelEdit} disabled={busy}>
              Cancel Edit
            </Button>
          )}
        </Box>
        <UnsavedChangesGuard dirty={dirty} thing="this product" />
      </Paper>

      <PriceFlagsPanel />
      <PriceFeedUpload />

      <Box component="section" aria-label="Products">
        <Typography variant="h6" component="h3" gutterBottom>
          Products ({products.data?.length ?? 0})
        </Typography>
        {products.isPending && <CircularProgress aria-label="Loading products" />}
        {products.isError && <Alert severity="error">Could not load the products. Please refresh the page.</Alert>}
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          {products.data?.map((product) => (
            <Paper key={product.id} variant="outlined" sx={{ p: 1.5 }}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{product.name}</Typography>
                <Chip size="small" label={product.featured ? 'Featured' : 'Standard'} color={product.featured ? 'warning' : 'default'} />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {`${productCategoryLabel(product.category)} · ${formatPrice(product.price)} · `}
                {`${product.review ? `our review ${product.rating}★` : 'not yet reviewed'} · seller rating ${product.sellerRating}★ (${product.reviewCount} reviews)`}
              </Typography>
              <Typography variant="body2" sx={{ mt: 0.5 }}>
                {cutDescription(product.description)}
              </Typography>
              <LinkHealthBadge targetType="product" targetId={product.id} name={product.name} />
              <ProductOffersEditor product={product} />
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={product.featured ? <StarBorderIcon /> : <StarIcon />}
                  onClick={() => void toggleFeatured(product)}
                >
                  {product.featured ? 'Unfeature' : 'Feature'}
                </Button>
                <Button size="small" startIcon={<EditIcon />} onClick={() => editor.startEdit(product)} aria-label={`Edit ${product.name}`}>
                  Edit
                </Button>
                <Button
                  size="small"
                  color="error"
                  startIcon={<DeleteIcon />}
                  onClick={() => void remove(product)}
                  aria-label={`Delete ${product.name}`}
                >
                  Delete
                </Button>
              </Box>
            </Paper>
          ))}
        </Box>
      </Box>
      {dialog}
    </Box>
  );
}
