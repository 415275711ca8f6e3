import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { SiteTooltip } from '@/components/tooltip/site-tooltip';
import { useQueryClient } from '@tanstack/react-query';
import { getGetLinkHealthQueryKey, useCheckProductLink, useCheckReviewLink, useGetLinkHealth } from '@/api/generated/endpoints/admin/admin';
import type { LinkHealthDto } from '@/api/generated/models';
import { toast } from '@/components/toast/toast-store';
import { serverMessage } from '@/lib/server-message';

type TargetType = 'product' | 'review';

/** The last check of every seller link, shared by the product and review lists and the dashboard. */
export function useLinkHealth() {
  return useGetLinkHealth({ query: { staleTime: 0, refetchOnMount: 'always' } });
}

function label(link: LinkHealthDto): { text: string; color: 'success' | 'warning' | 'error' | 'default' } | null {
  switch (link.outcome) {
    case 'broken':
      return { text: `Link broken (${link.status})`, color: 'error' };
    case 'could_not_check':
      // No answer at all (DNS, timeout, our own server offline): no verdict on the link, so not red.
      return { text: 'Could not check', color: 'default' };
    case 'redirected':
      return { text: 'Link redirects elsewhere', color: 'warning' };
    case 'ok':
      return { text: 'Link OK', color: 'success' };
    default:
      return null;
  }
}

function detail(link: LinkHealthDto): string {
  const when = link.checkedAt ? `Checked ${new Date(link.checkedAt).toLocaleString('en-AU')}` : 'Not checked yet';
  if (link.outcome === 'redirected') return `${when}. Ends on ${link.finalUrl}`;
  if (link.outcome === 'could_not_check') return `${when}. No answer, so no verdict on the link: ${link.error}. Try again later.`;
  return `${when}.`;
}

/** A badge with the seller link's last check, and "Check now". */
export function LinkHealthBadge({ targetType, targetId, name }: { targetType: TargetType; targetId: number; name: string }) {
  const queryClient = useQueryClient();
  const health = useLinkHealth();
  const link = health.data?.links?.find((l) => l.targetType === targetType && l.targetId === targetId);
  const options = {
    mutation: {
      onSuccess: (checked: LinkHealthDto) => {
        void queryClient.invalidateQueries({ queryKey: getGetLinkHealthQueryKey() });
        toast({
          title: 'Link Checked',
          description: `${name}: ${label(checked)?.text ?? checked.outcome}.`,
          variant: checked.outcome === 'ok' ? 'success' : 'destructive',
        });
      },
      onError: (error: unknown) => toast({ title: 'Check Failed', description: serverMessage(error), variant: 'destructive' }),
    },
  };
  const checkProduct = useCheckProductLink(options);
  const checkReview = useCheckReviewLink(options);
  const pending = checkProduct.isPending || checkReview.isPending;
  if (!link) return null;
  const badge = label(link);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }} data-testid="link-health">
      {badge ? (
        <SiteTooltip title={detail(link)}>
          <Chip size="small" label={badge.text} color={badge.color} variant={link.outcome === 'ok' ? 'outlined' : 'filled'} />
        </SiteTooltip>
      ) : (
        <Chip size="small" label="Link not checked yet" variant="outlined" />
      )}
      <Button
        size="small"
        disabled={pending}
        aria-label={`Check the seller link of ${name} now`}
        onClick={() => (targetType === 'product' ? checkProduct.mutate({ id: targetId }) : checkReview.mutate({ id: targetId }))}
      >
        {pending ? 'Checking…' : 'Check now'}
      </Button>
    </Box>
  );
}

/** "3 seller links need attention" on the dashboard. */
export function LinkHealthSummary() {
  const health = useLinkHealth();
  const summary = health.data?.summary;
  if (!summary) return null;
  // "Could not check" is no verdict on a link (often our own server was offline): counted apart.
  const problems = summary.broken + summary.redirected;
  const unknown = summary.couldNotCheck ? `; ${summary.couldNotCheck} could not be checked` : '';
  return (
    <Chip
      data-testid="link-health-summary"
      color={problems ? 'error' : 'success'}
      variant={problems ? 'filled' : 'outlined'}
      label={
        problems
          ? `${problems} seller ${problems === 1 ? 'link needs' : 'links need'} attention (${summary.broken} broken, ${summary.redirected} redirected)${unknown}`
          : summary.couldNotCheck
            ? `No broken seller links found; ${summary.couldNotCheck} could not be checked (no answer)`
            : `All ${summary.ok} checked seller links work`
      }
    />
  );
}
