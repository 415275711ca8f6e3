import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetFeaturedProducts } from '@/api/generated/endpoints/products/products';
import { columnSizes } from '@/components/image/column-sizes';
import { ProductCard } from '@/components/product/product-card';
import { SkeletonGrid, gridColumns } from '@/components/skeleton/skeleton-grid';
import { paths } from '@/config/paths';

const FEATURED_SKELETONS = 3;
const COLUMNS = { xs: 1, sm: 2, md: 3 } as const;

export function FeaturedProducts() {
  const products = useGetFeaturedProducts();
  const list = products.data ?? [];
  return (
    <Box component="section" aria-labelledby="featured-products-title" sx={{ py: { xs: 6, md: 9 } }}>
      <Container maxWidth="lg">
        <Typography id="featured-products-title" variant="h3" component="h2" gutterBottom sx={{ textAlign: 'center' }}>
          Featured Dive Gear
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 5 }}>
          The gear our reviewers reach for first.
        </Typography>
        {products.isPending ? (
          <SkeletonGrid count={FEATURED_SKELETONS} columns={COLUMNS} imageAspectRatio="400 / 224" label="Loading featured gear" />
        ) : list.length > 0 ? (
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: gridColumns(COLUMNS) }}>
            {list.map((product) => (
              <ProductCard key={product.id} product={product} placement="home-featured" priority={false} sizes={columnSizes(COLUMNS)} />
            ))}
          </Box>
        ) : (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            Our featured picks are being updated. Browse the reviews in the meantime.
          </Typography>
        )}
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button component={RouterLink} to={paths.gearReviews.build()} variant="outlined" size="large">
            View All Gear Reviews
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
