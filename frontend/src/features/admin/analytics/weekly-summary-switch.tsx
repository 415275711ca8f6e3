import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetAnalyticsSettingsQueryKey,
  useGetAnalyticsSettings,
  useUpdateAnalyticsSettings,
} from '@/api/generated/endpoints/admin/admin';
import { toast } from '@/components/toast/toast-store';
import { serverMessage } from '@/lib/server-message';

/** The owner's weekly summary e-mail (Monday mornings): on unless switched off here. */
export function WeeklySummarySwitch() {
  const queryClient = useQueryClient();
  const settings = useGetAnalyticsSettings();
  const update = useUpdateAnalyticsSettings({
    mutation: {
      onSuccess: (saved) => queryClient.setQueryData(getGetAnalyticsSettingsQueryKey(), saved),
      onError: (error) => toast({ variant: 'destructive', title: 'Not saved', description: serverMessage(error) }),
    },
  });
  const on = update.isPending ? update.variables.data.weeklySummary : (settings.data?.weeklySummary ?? true);
  return (
    <FormControlLabel
      sx={{ minHeight: 44 }}
      control={
        <Switch
          checked={on}
          disabled={!settings.data || update.isPending}
          onChange={(_e, checked) => update.mutate({ data: { weeklySummary: checked } })}
        />
      }
      label="Weekly summary e-mail (Mondays)"
    />
  );
}
