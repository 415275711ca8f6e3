import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { specFieldsOf } from '@ddu/shared/products/product-specs';
import { useGetProductAlternatives } from '@/api/generated/endpoints/products/products';
import type { ProductResponseDto } from '@/api/generated/models';
import { formatPrice } from '@/components/product/price';
import { ProductRating } from '@/components/product/product-rating';
import { StarRating } from '@/components/rating/star-rating';
import { paths } from '@/config/paths';
import { productCategoryLabel } from '@/lib/product-category-labels';

type Compared = Pick<ProductResponseDto, 'id' | 'name' | 'category' | 'price' | 'bestOffer' | 'rating' | 'review' | 'specs'>;

/**
 * The row labels stay in view while a phone scrolls the products sideways; at 390 px this product and
 * the start of the first alternative fit beside them, which also shows that the table scrolls.
 */
const LABEL_WIDTH = { xs: 112, sm: 150 } as const;
const PRODUCT_WIDTH = { xs: 148, sm: 168 } as const;
const CELL_PADDING = { xs: 1, sm: 2 } as const;

/**
 * "Compare with": up to three other products of this category priced within about 30 % of it (the API
 * chooses them, closest price first), side by side with this one in the first column. Nothing at all when
 * there are none (or while they load): an empty comparison gives a diver nothing to tap.
 */
export function ProductComparison({ product }: { product: ProductResponseDto }) {
  const { data: alternatives } = useGetProductAlternatives(product.id);
  if (!alternatives?.length) return null;
  return <ComparisonTable product={product} alternatives={alternatives} />;
}

export function ComparisonTable({ product, alternatives }: { product: Compared; alternatives: readonly Compared[] }) {
  const columns = [product, ...alternatives];
  // The category's spec fields in their order, those that at least one of the products has filled in.
  const fields = specFieldsOf(product.category).filter((field) => columns.some((p) => specValue(p, field.key) !== undefined));
  return (
    <Box component="section" sx={{ mt: { xs: 4, md: 6 } }} data-testid="compare-with">
      <Typography id="compare-heading" variant="h5" component="h2" gutterBottom>
        Compare with
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Other {productCategoryLabel(product.category).toLowerCase()} in our shop within about 30 % of this price, the closest price first.
      </Typography>
      {/* Focusable, so a keyboard can scroll it sideways too. */}
      <Box
        role="region"
        aria-labelledby="compare-heading"
        tabIndex={0}
        sx={{
          // Relative: the hidden "Not known" words are placed inside the scrolling box, not past the page's edge.
          position: 'relative',
          overflowX: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
        }}
      >
        <Table
          size="small"
          aria-labelledby="compare-heading"
          sx={{
            tableLayout: 'fixed',
            width: '100%',
            minWidth: { xs: LABEL_WIDTH.xs + columns.length * PRODUCT_WIDTH.xs, sm: LABEL_WIDTH.sm + columns.length * PRODUCT_WIDTH.sm },
          }}
        >
          <colgroup>
            <Box component="col" sx={{ width: LABEL_WIDTH }} />
            {columns.map((p) => (
              <Box component="col" key={p.id} sx={{ width: PRODUCT_WIDTH }} />
            ))}
          </colgroup>
          <TableHead>
            <TableRow>
              <LabelCell component="td">
                <Box component="span" sx={visuallyHidden}>
                  Product
                </Box>
              </LabelCell>
              {columns.map((p, index) => (
                <ProductCell key={p.id} current={index === 0} component="th" scope="col">
                  {index === 0 ? (
                    <>
                      <Typography variant="overline" component="span" sx={{ display: 'block', lineHeight: 1.6 }}>
                        This product
                      </Typography>
                      <Typography component="span" sx={{ fontWeight: 700 }}>
                        {p.name}
                      </Typography>
                    </>
                  ) : (
                    <Link
                      component={RouterLink}
                      to={paths.shopProduct.build(p.id)}
                      sx={{ fontWeight: 700, display: 'inline-block', py: 0.5 }}
                    >
                      {p.name}
                    </Link>
                  )}
                </ProductCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <LabelCell>Best price</LabelCell>
              {columns.map((p, index) => (
                <ProductCell key={p.id} current={index === 0}>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 800, color: 'primary.main' }}>
                    {formatPrice(p.price)}
                  </Typography>
                  {p.bestOffer.sellerName && (
                    <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block' }}>
                      at {p.bestOffer.sellerName}
                      {p.bestOffer.inStock ? '' : ' (out of stock)'}
                    </Typography>
                  )}
                </ProductCell>
              ))}
            </TableRow>
            <TableRow>
              <LabelCell>Rating</LabelCell>
              {columns.map((p, index) => (
                <ProductCell key={p.id} current={index === 0}>
                  {index === 0 ? <OwnRating product={p} /> : <ProductRating product={p} />}
                </ProductCell>
              ))}
            </TableRow>
            {fields.map((field) => (
              <TableRow key={field.key}>
                <LabelCell>{field.label}</LabelCell>
                {columns.map((p, index) => (
                  <ProductCell key={p.id} current={index === 0}>
                    {specValue(p, field.key) ?? <NotKnown />}
                  </ProductCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

/** This product's stars as its card shows them, but without a second link to our review: the page links it above. */
function OwnRating({ product }: { product: Compared }) {
  if (!product.review) return <ProductRating product={product} />;
  return (
    <>
      <StarRating rating={product.rating} size="small" />
      <Typography variant="body2" component="span" sx={{ display: 'block', fontWeight: 600, whiteSpace: 'nowrap' }}>
        Our review ★ {Number(product.rating).toFixed(1)}
      </Typography>
    </>
  );
}

function specValue(product: Compared, key: string): string | undefined {
  return product.specs.find((spec) => spec.key === key)?.value;
}

function NotKnown() {
  return (
    <>
      <span aria-hidden>–</span>
      <Box component="span" sx={visuallyHidden}>
        Not known
      </Box>
    </>
  );
}

/** The row's label: a row header that stays at the left edge while the products scroll under it. */
function LabelCell({ children, component = 'th' }: { children: ReactNode; component?: 'th' | 'td' }) {
  return (
    <TableCell
      component={component}
      scope={component === 'th' ? 'row' : undefined}
      sx={{
        position: 'sticky',
        left: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
        borderRight: 1,
        borderRightColor: 'divider',
        fontWeight: 600,
        verticalAlign: 'top',
        px: CELL_PADDING,
        // "Environmentally sealed" in a narrow column: hyphenated, not cut anywhere.
        hyphens: 'auto',
        overflowWrap: 'break-word',
      }}
    >
      {children}
    </TableCell>
  );
}

function ProductCell({
  children,
  current,
  component = 'td',
  scope,
}: {
  children: ReactNode;
  current: boolean;
  component?: 'th' | 'td';
  scope?: 'col';
}) {
  return (
    <TableCell
      component={component}
      scope={scope}
      sx={{ verticalAlign: 'top', px: CELL_PADDING, overflowWrap: 'anywhere', ...(current ? { bgcolor: 'action.hover' } : {}) }}
    >
      {children}
    </TableCell>
  );
}
