import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ScheduleIcon from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { formatDateAU } from '@/lib/dates';
import { formatSiteDateTime } from '@/lib/site-time';
import { ScheduleDialog } from './schedule-dialog';
import { useSiteTimeZone } from '../shared/use-admin-session';

export interface PublishableItem {
  id: number;
  title: string;
  category: string;
  createdAt: string;
  published: boolean;
  /** A draft's scheduled publish time, or null. */
  publishAt?: string | null;
}

interface PublishableListsProps<T extends PublishableItem> {
  items: T[] | undefined;
  loading: boolean;
  /** "Drafts" / "Published" headings get this noun, e.g. "Articles". */
  noun: string;
  onEdit: (item: T) => void;
  onTogglePublished: (item: T) => void;
  onDelete: (item: T) => void;
  /** Schedules a draft to go live at `publishAt` (asked for in a dialog here), or cancels with null. */
  onSchedule: (item: T, publishAt: string | null) => void;
  /** More about an item under its title (e.g. its seller link's health). */
  renderExtra?: (item: T) => ReactNode;
}

interface EntryProps<T extends PublishableItem> extends Omit<PublishableListsProps<T>, 'items' | 'loading' | 'noun' | 'onSchedule'> {
  item: T;
  /** Opens the schedule dialog for this draft. */
  onAskSchedule: (item: T) => void;
  onCancelSchedule: (item: T) => void;
  /** The site's time zone: scheduled times are shown on its clock. */
  timeZone: string;
}

function Entry<T extends PublishableItem>({
  item,
  onEdit,
  onTogglePublished,
  onDelete,
  onAskSchedule,
  onCancelSchedule,
  timeZone,
  renderExtra,
}: EntryProps<T>) {
  const scheduled = !item.published && item.publishAt ? item.publishAt : null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="admin-list-entry">
      <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{item.title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {item.category} · {formatDateAU(item.createdAt)}
      </Typography>
      {renderExtra?.(item)}
      {scheduled && (
        <Typography variant="body2" color="secondary.dark" sx={{ fontWeight: 600 }} data-testid="scheduled-for">
          Scheduled for {formatSiteDateTime(scheduled, timeZone)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1 }}>
        <Button size="small" startIcon={<EditIcon />} onClick={() => onEdit(item)} aria-label={`Edit ${item.title}`}>
          Edit
        </Button>
        <Button
          size="small"
          variant="outlined"
          onClick={() => onTogglePublished(item)}
          aria-label={`${item.published ? 'Unpublish' : 'Publish'} ${item.title}`}
        >
          {item.published ? 'Unpublish' : 'Publish'}
        </Button>
        {!item.published &&
          (scheduled ? (
            <Button size="small" onClick={() => onCancelSchedule(item)} aria-label={`Cancel schedule of ${item.title}`}>
              Cancel Schedule
            </Button>
          ) : (
            <Button size="small" startIcon={<ScheduleIcon />} onClick={() => onAskSchedule(item)} aria-label={`Schedule ${item.title}`}>
              Schedule
            </Button>
          ))}
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={() => onDelete(item)} aria-label={`Delete ${item.title}`}>
          Delete
        </Button>
      </Box>
    </Paper>
  );
}

/** Drafts and published items side by side (stacked on phones), each list with its count. */
export function PublishableLists<T extends PublishableItem>({ items, loading, noun, onSchedule, ...actions }: PublishableListsProps<T>) {
  const timeZone = useSiteTimeZone();
  const [toSchedule, setToSchedule] = useState<T | null>(null);
  if (loading) return <CircularProgress aria-label={`Loading ${noun.toLowerCase()}`} />;
  const drafts = (items ?? []).filter((i) => !i.published);
  const published = (items ?? []).filter((i) => i.published);
  const column = (title: string, list: T[], testId: string) => (
    <Box component="section" aria-label={title} data-testid={testId}>
      <Typography variant="h6" component="h3" gutterBottom>
        {title} ({list.length})
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {list.length === 0 && <Typography color="text.secondary">None yet.</Typography>}
        {list.map((item) => (
          <Entry
            key={item.id}
            item={item}
            {...actions}
            timeZone={timeZone}
            onAskSchedule={setToSchedule}
            onCancelSchedule={(draft) => onSchedule(draft, null)}
          />
        ))}
      </Box>
    </Box>
  );
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {column(`Draft ${noun}`, drafts, 'drafts-list')}
      {column(`Published ${noun}`, published, 'published-list')}
      <ScheduleDialog
        itemTitle={toSchedule?.title ?? null}
        timeZone={timeZone}
        onCancel={() => setToSchedule(null)}
        onConfirm={(publishAt) => {
          if (toSchedule) onSchedule(toSchedule, publishAt);
          setToSchedule(null);
        }}
      />
    </Box>
  );
}
