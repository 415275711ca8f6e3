import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button, { type ButtonProps } from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { reviewLinkTarget } from './review-link';

interface ReviewLinkButtonProps {
  reviewLink: string | null;
  size?: ButtonProps['size'];
}

/** "Read Dive Site Review": inside the app for our own pages, a new tab for other http(s) sites. */
export function ReviewLinkButton({ reviewLink, size = 'small' }: ReviewLinkButtonProps) {
  const target = reviewLinkTarget(reviewLink);
  if (!target) return null;
  const common = { variant: 'outlined', color: 'primary', size, startIcon: <ArticleOutlinedIcon /> } as const;
  if (target.kind === 'internal') {
    return (
      <Button {...common} component={RouterLink} to={target.to}>
        Read Dive Site Review
      </Button>
    );
  }
  return (
    <Button {...common} href={target.href} target="_blank" rel="noopener noreferrer" endIcon={<OpenInNewIcon fontSize="small" />}>
      Read Dive Site Review
    </Button>
  );
}
