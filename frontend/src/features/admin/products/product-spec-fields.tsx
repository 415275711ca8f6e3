import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_SPEC_LENGTH, specFieldsOf } from '@ddu/shared/products/product-specs';

export interface ProductSpecFieldsProps {
  category: string;
  specs: Readonly<Record<string, string>>;
  onChange: (key: string, value: string) => void;
}

/**
 * The key specs of the chosen category (a computer's algorithm, gases, battery…; a wetsuit's
 * thickness and zip…), as the product page's table shows them. Leave a field empty when the fact is
 * not known: empty fields are not shown.
 */
export function ProductSpecFields({ category, specs, onChange }: ProductSpecFieldsProps) {
  const fields = specFieldsOf(category);
  if (fields.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ gridColumn: { md: '1 / -1' }, mt: 1 }}>
        Key specs (leave empty when not known)
      </Typography>
      {fields.map((field) =>
        field.options ? (
          <TextField
            key={field.key}
            select
            label={field.label}
            value={specs[field.key] ?? ''}
            onChange={(e) => onChange(field.key, e.target.value)}
            fullWidth
          >
            <MenuItem value="">Not known</MenuItem>
            {field.options.map((option) => (
              <MenuItem key={option} value={option}>
                {option}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            key={field.key}
            label={field.label}
            value={specs[field.key] ?? ''}
            onChange={(e) => onChange(field.key, e.target.value)}
            placeholder={field.example}
            slotProps={{ htmlInput: { maxLength: MAX_SPEC_LENGTH } }}
            fullWidth
          />
        ),
      )}
    </>
  );
}
