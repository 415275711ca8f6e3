import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import {
  getGetNewsletterIssuesQueryKey,
  useCreateNewsletterIssue,
  useGetNewsletterSuggestions,
  useUpdateNewsletterIssue,
} from '@/api/generated/endpoints/admin/admin';
import { useGetArticles } from '@/api/generated/endpoints/articles/articles';
import { useGetDiveSites } from '@/api/generated/endpoints/dive-sites/dive-sites';
import { useGetReviews } from '@/api/generated/endpoints/reviews/reviews';
import type { NewsletterIssueDto } from '@/api/generated/models';
import { toast } from '@/components/toast/toast-store';
import { serverMessage } from '@/lib/server-message';
import type { StateCode } from '@ddu/shared/dive-sites/states';
import { IDEMPOTENCY_KEY_HEADER, useIdempotencyKey } from '../shared/use-idempotency-key';
import { WeekendSitesControl, weekendSitesByDefault } from './weekend-sites-control';

interface Option {
  id: number;
  label: string;
}

function Picker({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: Option[];
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  return (
    <Autocomplete
      multiple
      options={options}
      value={value.map((id) => byId.get(id)).filter((o): o is Option => o !== undefined)}
      onChange={(_e, picked) => onChange(picked.map((o) => o.id))}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => o.label}
      renderInput={(params) => <TextField {...params} label={label} />}
    />
  );
}

/** Writes a new issue (or changes a draft): subject, preheader, introduction and the featured content. */
export function NewsletterComposer({
  issue,
  onSaved,
  onCancel,
}: {
  issue?: NewsletterIssueDto;
  onSaved: (id: number) => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const [subject, setSubject] = useState(issue?.subject ?? '');
  const [preheader, setPreheader] = useState(issue?.preheader ?? '');
  const [intro, setIntro] = useState(issue?.intro ?? '');
  // Null until the owner picks: a new issue then shows the articles and reviews published since the last
  // one. Dive sites are picked by hand only (they are not news).
  const [pickedArticles, setArticleIds] = useState<number[] | null>(issue?.articleIds ?? null);
  const [pickedReviews, setReviewIds] = useState<number[] | null>(issue?.reviewIds ?? null);
  const [diveSiteIds, setDiveSiteIds] = useState<number[]>(issue?.diveSiteIds ?? []);
  // A new issue written Thursday to Saturday carries the weekend's picks; a draft keeps its choice.
  const [weekend, setWeekend] = useState<{ on: boolean; state: StateCode | null }>(() => ({
    on: issue?.weekendSites ?? weekendSitesByDefault(new Date()),
    state: issue?.weekendState ?? null,
  }));
  const suggestions = useGetNewsletterSuggestions({ query: { enabled: !issue } });
  const articles = useGetArticles({ admin: true });
  const reviews = useGetReviews({ admin: true });
  const sites = useGetDiveSites();
  const articleIds = pickedArticles ?? suggestions.data?.articleIds ?? [];
  const reviewIds = pickedReviews ?? suggestions.data?.reviewIds ?? [];

  const saved = (result: NewsletterIssueDto) => {
    void queryClient.invalidateQueries({ queryKey: getGetNewsletterIssuesQueryKey() });
    toast({ title: 'Issue saved', description: `"${result.subject}" is saved as a draft.`, variant: 'success' });
    onSaved(result.id);
  };
  const failed = (error: unknown) => toast({ title: 'Not saved', description: serverMessage(error), variant: 'destructive' });
  const create = useCreateNewsletterIssue();
  const update = useUpdateNewsletterIssue();
  const pending = create.isPending || update.isPending;
  // Inert from the first click until the answer (a double click sends once), and a new draft carries an
  // Idempotency-Key kept for a retry of the same content, so the server makes it once.
  const inFlight = useRef(false);
  const keys = useIdempotencyKey();

  const data = { subject, preheader, intro, articleIds, reviewIds, diveSiteIds, weekendSites: weekend.on, weekendState: weekend.state };
  const save = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      if (issue) saved(await update.mutateAsync({ id: issue.id, data }));
      else {
        saved(await create.mutateAsync({ data, headers: { [IDEMPOTENCY_KEY_HEADER]: keys.keyFor(data) } }));
        keys.forget();
      }
    } catch (error) {
      failed(error);
    } finally {
      inFlight.current = false;
    }
  };
  const published = <T extends { published?: boolean }>(rows: T[] | undefined) => (rows ?? []).filter((r) => r.published !== false);

  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
      component="form"
      aria-label="Compose issue"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <Typography variant="h6" component="h2" gutterBottom>
        {issue ? 'Edit draft' : 'New issue'}
      </Typography>
      <Stack spacing={2}>
        <TextField
          label="Subject"
          value={subject}
          onChange={(e) => setSubject(e.target.value)}
          required
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Preheader"
          helperText="The line inboxes show after the subject."
          value={preheader}
          onChange={(e) => setPreheader(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Introduction"
          helperText="Same markup as articles: ## heading, **bold**, [link](/blog/…), * bullet."
          value={intro}
          onChange={(e) => setIntro(e.target.value)}
          multiline
          minRows={4}
        />
        <WeekendSitesControl on={weekend.on} state={weekend.state} onChange={setWeekend} />
        {suggestions.isSuccess && !issue && (
          <Alert severity="info">
            Preselected: the articles and reviews published since {new Date(suggestions.data.since).toLocaleDateString('en-AU')}
            {suggestions.data.articleIds.length + suggestions.data.reviewIds.length === 0 ? ' (none yet)' : ''}.
          </Alert>
        )}
        <Picker
          label="Articles"
          options={published(articles.data).map((a) => ({ id: a.id, label: a.title }))}
          value={articleIds}
          onChange={setArticleIds}
        />
        <Picker
          label="Gear reviews"
          options={published(reviews.data).map((r) => ({ id: r.id, label: r.title }))}
          value={reviewIds}
          onChange={setReviewIds}
        />
        <Picker
          label="Dive sites"
          options={(sites.data ?? []).map((s) => ({ id: s.id, label: `${s.name} (${s.region})` }))}
          value={diveSiteIds}
          onChange={setDiveSiteIds}
        />
        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Saving...' : 'Save draft'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
