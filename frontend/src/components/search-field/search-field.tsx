import SearchIcon from '@mui/icons-material/Search';
import { styled } from '@mui/material/styles';
import { useId, type InputHTMLAttributes } from 'react';
import { EARLY_KEYS_ATTRIBUTE } from '@/ssr/keep-early-input';

/** The outline's colour at rest (MUI's, the site's theme being light). */
const OUTLINE = 'rgba(0, 0, 0, 0.23)';

/**
 * The outlined look of MUI's TextField with its label shrunk above the border (as a start adornment
 * keeps it), for a search box a visitor taps before the page is alive. Plain elements under one style
 * sheet, not the eight MUI components of a TextField (form control, label, input base, outline,
 * adornment, icon): when the tap lands before the page is hydrated, React hydrates the box inside that
 * tap, and each MUI component there costs its own style serialisation on a slow phone.
 */
const Root = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  flexDirection: 'column',
  position: 'relative',
  minWidth: 0,
  verticalAlign: 'top',
  '& > label': {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    display: 'block',
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 1,
    color: theme.palette.text.secondary,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    maxWidth: 'calc(133% - 32px)',
    transformOrigin: 'top left',
    transform: 'translate(14px, -9px) scale(0.75)',
    userSelect: 'none',
    transition: 'color 200ms cubic-bezier(0, 0, 0.2, 1)',
  },
  '&:focus-within > label': { color: theme.palette.primary.main },
  '& .field': {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    color: theme.palette.text.primary,
    boxSizing: 'border-box',
    position: 'relative',
    cursor: 'text',
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: theme.shape.borderRadius,
    paddingLeft: 14,
  },
  '& .icon': { marginRight: 8, color: theme.palette.action.active },
  '& input': {
    font: 'inherit',
    letterSpacing: 'inherit',
    color: 'currentColor',
    padding: '16.5px 14px 16.5px 0',
    border: 0,
    boxSizing: 'content-box',
    background: 'none',
    height: '1.4375em',
    margin: 0,
    WebkitTapHighlightColor: 'transparent',
    display: 'block',
    minWidth: 0,
    width: '100%',
    '&::placeholder': { color: 'currentColor', opacity: 0.42 },
    '&:focus': { outline: 0 },
    '&::-webkit-search-decoration': { WebkitAppearance: 'none' },
  },
  // The border, with a gap cut by the (invisible) legend where the label sits.
  '& fieldset': {
    position: 'absolute',
    inset: '-5px 0 0 0',
    margin: 0,
    padding: '0 8px',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    borderStyle: 'solid',
    borderWidth: 1,
    overflow: 'hidden',
    minWidth: '0%',
    borderColor: OUTLINE,
  },
  '& legend': {
    overflow: 'hidden',
    display: 'block',
    padding: 0,
    height: 11,
    fontSize: '0.75em',
    visibility: 'hidden',
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    '& > span': { padding: '0 5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
  },
  '& .field:hover fieldset': { borderColor: theme.palette.text.primary },
  '@media (hover: none)': { '& .field:hover fieldset': { borderColor: OUTLINE } },
  '& .field:focus-within fieldset': { borderColor: theme.palette.primary.main, borderWidth: 2 },
  '&.small input': { paddingTop: 8.5, paddingBottom: 8.5 },
}));

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | 'className'> {
  /** The box's accessible name, shown above its border. */
  label: string;
  /** 40 px tall (`small`) or 56 px, as MUI's text fields. */
  size?: 'small' | 'medium';
  /** On the outer element (grid or flex placement). */
  className?: string;
}

/** Once React has hydrated the box, keys typed into it go to React (keep-early-input.ts). */
function markLive(input: HTMLInputElement | null): void {
  input?.removeAttribute(EARLY_KEYS_ATTRIBUTE);
}

const waitsForKeys = { [EARLY_KEYS_ATTRIBUTE]: '' };

/** A labelled `<input type="search">` with a magnifier, drawn as an outlined MUI text field. */
export function SearchField({ label, size = 'medium', className, id, ...input }: SearchFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <Root className={size === 'small' ? `small ${className ?? ''}` : className}>
      <label htmlFor={inputId}>{label}</label>
      <div className="field">
        <SearchIcon className="icon" fontSize={size} />
        <input type="search" id={inputId} {...input} {...waitsForKeys} ref={markLive} />
        <fieldset aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </Root>
  );
}
