import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HideImageOutlinedIcon from '@mui/icons-material/HideImageOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import SearchIcon from '@mui/icons-material/Search';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { AppImage } from '@/components/image/app-image';
import { SiteTooltip } from '@/components/tooltip/site-tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { isApiError } from '@/api/http';
import {
  useCreateDiveSite,
  useDeleteDiveSite,
  useGetDiveSites,
  useSearchDiveSites,
  useUpdateDiveSite,
} from '@/api/generated/endpoints/dive-sites/dive-sites';
import type { DiveSiteResponseDto } from '@/api/generated/models';
import { paths } from '@/config/paths';
import { trackEvent } from '@/lib/analytics';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { API, invalidateApi } from '../shared/admin-cache';
import {
  diveSiteWriteTexts,
  ERROR_TITLE,
  FEATURED_FAILURE_TITLE,
  formToInput,
  SITE_NOT_FOUND_TEXT,
  siteToForm,
  withFeaturedFlipped,
  type DiveSiteForm,
} from './dive-site-admin';
import { AdminGate } from '../shared/admin-gate';
import { DiveSiteFormDialog } from './dive-site-form-dialog';
import { sortByName } from '../shared/sort-by-name';
import { DiveSiteQuickUpdaters } from './dive-site-quick-updaters';
import { DiveSiteExposureEditor } from './dive-site-exposure-editor';
import { useAdminEditor } from '../shared/use-admin-editor';
import { useRecheckSessionOnUnauthorised } from '../shared/use-admin-session';
import { useConfirmDelete } from '../shared/confirm-delete-dialog';

/** Rows rendered at first; 295 sites with inline editors would be slow on a phone. */
const PAGE_SIZE = 50;
/** The search asks the server once typing pauses this long, not at every key. */
const SEARCH_SETTLE_MS = 300;
/** The search endpoint's longest query. */
const MAX_QUERY = 100;

function AuthenticationRequired() {
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 480, mx: 'auto', textAlign: 'center' }}>
      <LockOutlinedIcon color="primary" sx={{ fontSize: 40 }} />
      <Typography variant="h5" component="h1" gutterBottom>
        Authentication Required
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Please sign in to the admin area to manage dive sites.
      </Typography>
      <Button component={RouterLink} to={paths.admin.build()} variant="contained">
        Go to Admin Login
      </Button>
    </Paper>
  );
}

const THUMB = { width: 72, height: 54 };

/** The site's photo at a glance, or a plain "No photo" tile: the owner sees what still needs photographing. */
function SiteThumbnail({ site }: { site: DiveSiteResponseDto }) {
  if (!site.imageUrl) {
    return (
      <Box
        data-testid="admin-dive-site-no-photo"
        sx={{
          ...THUMB,
          flex: 'none',
          display: 'grid',
          placeItems: 'center',
          alignContent: 'center',
          borderRadius: 1,
          border: '1px dashed',
          borderColor: 'divider',
          color: 'text.secondary',
          bgcolor: 'action.hover',
        }}
      >
        <HideImageOutlinedIcon fontSize="small" aria-hidden />
        <Typography variant="caption" sx={{ lineHeight: 1.2 }}>
          No photo
        </Typography>
      </Box>
    );
  }
  return (
    <Box sx={{ ...THUMB, flex: 'none', borderRadius: 1, overflow: 'hidden' }}>
      <AppImage src={site.imageUrl} alt={site.imageAlt || site.name} width={THUMB.width} height={THUMB.height} sizes={`${THUMB.width}px`} />
    </Box>
  );
}

function SiteRow({
  site,
  onEdit,
  onDelete,
  onToggleFeatured,
}: {
  site: DiveSiteResponseDto;
  onEdit: () => void;
  onDelete: () => void;
  onToggleFeatured: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="admin-dive-site">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <SiteTooltip title={site.featured ? 'Remove from featured' : 'Feature this site'}>
          <IconButton
            onClick={onToggleFeatured}
            aria-label={`${site.featured ? 'Unfeature' : 'Feature'} ${site.name}`}
            aria-pressed={site.featured}
          >
            {site.featured ? <StarIcon sx={{ color: '#f5a623' }} /> : <StarBorderIcon />}
          </IconButton>
        </SiteTooltip>
        <SiteThumbnail site={site} />
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{site.name}</Typography>
          <Typography variant="body2" color="text.secondary">
            {site.region} · {site.skillLevel}
            {site.depthRange ? ` · ${site.depthRange}` : ''}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <Button size="small" startIcon={<EditIcon />} onClick={onEdit} aria-label={`Edit ${site.name}`}>
            Edit
          </Button>
          <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} aria-label={`Delete ${site.name}`}>
            Delete
          </Button>
          <Button
            size="small"
            endIcon={<ExpandMoreIcon sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }} />}
            onClick={() => setOpen((o) => !o)}
            aria-expanded={open}
          >
            Quick update
          </Button>
        </Box>
      </Box>
      <Collapse in={open} unmountOnExit>
        <DiveSiteQuickUpdaters site={site} />
        <DiveSiteExposureEditor site={site} />
      </Collapse>
    </Paper>
  );
}

function DiveSiteManager() {
  const queryClient = useQueryClient();
  const sites = useGetDiveSites();
  const createSite = useCreateDiveSite();
  const updateSite = useUpdateDiveSite();
  const deleteSite = useDeleteDiveSite();
  useRecheckSessionOnUnauthorised();
  const [query, setQuery] = useState('');
  const [missingPhotoOnly, setMissingPhotoOnly] = useState(false);
  const [shown, setShown] = useState(PAGE_SIZE);
  const [adding, setAdding] = useState(false);
  const [initial, setInitial] = useState<DiveSiteForm | null>(null);
  const editor = useAdminEditor({
    noun: 'Dive Site',
    thing: 'the dive site',
    ...diveSiteWriteTexts,
    nameOf: (site: DiveSiteResponseDto) => site.name,
    toForm: siteToForm,
    load: setInitial,
    reset: () => setInitial(null),
    deleteItem: (id) => deleteSite.mutateAsync({ id }),
    deletedText: (name) => `${name} was deleted.`,
    refresh: () => invalidateApi(queryClient, API.diveSites),
    scrollToForm: false,
  });
  const { editing, notify, run } = editor;

  // The search is the server's (GET /api/dive-sites/search, as the spec lists it); while it answers, the
  // previous matches stay on screen. Rows show the full list's copy of each site, which an edit refreshes
  // (a site deleted meanwhile is left out).
  const searchText = useDebouncedValue(query.trim().slice(0, MAX_QUERY), SEARCH_SETTLE_MS);
  const search = useSearchDiveSites({ q: searchText }, { query: { enabled: searchText !== '', placeholderData: keepPreviousData } });
  const filtered = useMemo(() => {
    const all = sites.data ?? [];
    const byId = new Map(all.map((site) => [site.id, site]));
    const matches = searchText ? (search.data ?? []).flatMap((found) => byId.get(found.id) ?? []) : all;
    return sortByName(matches.filter((s) => !missingPhotoOnly || !s.imageUrl));
  }, [sites.data, search.data, searchText, missingPhotoOnly]);
  const missingPhotos = useMemo(() => (sites.data ?? []).filter((s) => !s.imageUrl).length, [sites.data]);

  const closeDialog = () => {
    setAdding(false);
    editor.cancelEdit();
  };

  const submit = (form: DiveSiteForm) => {
    const data = formToInput(form);
    return editor.submit(editing ? 'update' : 'create', data, async (headers) => {
      if (editing) {
        await updateSite.mutateAsync({ id: editing.id, data: { ...data, id: editing.id } });
        trackEvent('admin_update_dive_site', { label: data.name });
        notify('Updated', `${data.name} was updated.`);
      } else {
        await createSite.mutateAsync({ data, headers });
        trackEvent('admin_create_dive_site', { label: data.name, region: data.region });
        notify('Created', `${data.name} was added.`);
      }
      closeDialog();
    });
  };

  const { confirmDelete, dialog } = useConfirmDelete();
  const remove = async (site: DiveSiteResponseDto) => {
    if (!(await confirmDelete({ title: 'Delete this dive site?', message: `Delete the dive site "${site.name}"? This cannot be undone.` })))
      return;
    await editor.remove(site);
  };

  const toggleFeatured = async (id: number) => {
    const site = sites.data?.find((s) => s.id === id);
    if (!site) {
      editor.warn(ERROR_TITLE, SITE_NOT_FOUND_TEXT);
      return;
    }
    await run(
      'update',
      async () => {
        try {
          await updateSite.mutateAsync({ id, data: withFeaturedFlipped(site) });
        } catch (error) {
          // Deleted meanwhile (another tab or admin): the spec's "Site not found"; the list then refreshes.
          if (!isApiError(error) || error.status !== 404) throw error;
          editor.warn(ERROR_TITLE, SITE_NOT_FOUND_TEXT);
          return;
        }
        trackEvent('admin_update_dive_site', { label: site.name, featured: !site.featured });
        notify('Updated', `${site.name} is ${site.featured ? 'no longer featured' : 'now featured'}.`);
      },
      FEATURED_FAILURE_TITLE,
    );
  };

  return (
    <Box>
      <Button component={RouterLink} to={paths.admin.build()} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
        Back to Admin Dashboard
      </Button>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}>
        <Typography variant="h4" component="h1">
          Manage Dive Sites
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          Add New Site
        </Button>
      </Box>
      <TextField
        label="Search dive sites"
        placeholder="Name, description, region or marine life"
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setShown(PAGE_SIZE);
        }}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1 }}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={missingPhotoOnly}
            onChange={(e) => {
              setMissingPhotoOnly(e.target.checked);
              setShown(PAGE_SIZE);
            }}
          />
        }
        label={sites.data ? `Only sites missing a photo (${missingPhotos})` : 'Only sites missing a photo'}
        sx={{ mb: 1 }}
      />
      {sites.isPending && <CircularProgress aria-label="Loading dive sites" />}
      {sites.isError && <Alert severity="error">Could not load the dive sites. Please refresh the page.</Alert>}
      {searchText && search.isError && <Alert severity="error">The search did not answer. Please try again in a moment.</Alert>}
      {sites.data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} data-testid="admin-dive-site-count">
          {filtered.length} of {sites.data.length} dive sites
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {filtered.slice(0, shown).map((site) => (
          <SiteRow
            key={site.id}
            site={site}
            onEdit={() => editor.startEdit(site)}
            onDelete={() => void remove(site)}
            onToggleFeatured={() => void toggleFeatured(site.id)}
          />
        ))}
      </Box>
      {filtered.length > shown && (
        <Box sx={{ textAlign: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => setShown((n) => n + PAGE_SIZE)}>
            Show more ({filtered.length - shown} more)
          </Button>
        </Box>
      )}
      <DiveSiteFormDialog
        open={adding || editing !== null}
        title={editing ? `Edit ${editing.name}` : 'Add New Site'}
        submitLabel={editing ? 'Save Changes' : 'Add Site'}
        initial={initial}
        busy={editor.saving || createSite.isPending || updateSite.isPending}
        onClose={closeDialog}
        onSubmit={(form) => void submit(form)}
      />
      {dialog}
    </Box>
  );
}

export function AdminDiveSitesPage() {
  return (
    <AdminGate documentTitle="Manage Dive Sites | Dive Down Under" signedOut={<AuthenticationRequired />}>
      <DiveSiteManager />
    </AdminGate>
  );
}
