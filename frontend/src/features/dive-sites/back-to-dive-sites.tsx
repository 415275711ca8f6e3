import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The way back to the directory, above a dive site's or a region's title. */
export function BackToDiveSites() {
  return (
    <Button component={RouterLink} to={paths.diveSites.build()} startIcon={<ArrowBackIcon />} sx={{ color: 'inherit', mb: 2, ml: -1 }}>
      All dive sites
    </Button>
  );
}
