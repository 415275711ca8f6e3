import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button, { type ButtonProps } from '@mui/material/Button';
import type { MouseEventHandler, ReactNode } from 'react';
import { AFFILIATE_REL } from './affiliate-link';

type SellerLinkButtonProps = {
  /** The counted /go link; without one (no openable seller link) the button shows disabled. */
  href: string | undefined;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  size?: ButtonProps['size'];
  fullWidth?: boolean;
  sx?: ButtonProps['sx'];
  children: ReactNode;
};

/** Every seller link on the site: opens the seller in a new tab, marked sponsored, never passes our page. */
export function SellerLinkButton({ href, onClick, size, fullWidth, sx, children }: SellerLinkButtonProps) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel={AFFILIATE_REL}
      variant="contained"
      color="warning"
      size={size}
      fullWidth={fullWidth}
      endIcon={<OpenInNewIcon aria-hidden />}
      onClick={onClick}
      disabled={!href}
      sx={sx}
    >
      {children}
    </Button>
  );
}
