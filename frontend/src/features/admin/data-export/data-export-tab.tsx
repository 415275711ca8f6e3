import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { getExportDiveSitesCsvUrl } from '@/api/generated/endpoints/dive-sites/dive-sites';
import { getExportNewsletterSubscribersCsvUrl } from '@/api/generated/endpoints/newsletter/newsletter';

export function DataExportTab() {
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Export Dive Sites
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Download every dive site as a CSV file you can open in Excel, Numbers or Google Sheets. It opens in a new browser tab.
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => window.open(getExportDiveSitesCsvUrl(), '_blank', 'noopener')}
        >
          Export Dive Sites (CSV)
        </Button>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" gutterBottom>
          Export Newsletter Subscribers
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Every confirmed subscriber, with when they confirmed, where they signed up and their own unsubscribe link, for sending from
          another mail tool (the Newsletter tab sends issues itself). Put that link in every newsletter you send them (a mail-merge field):
          the law requires a working unsubscribe. Unconfirmed sign-ups and people who have unsubscribed or bounced are left out. The file
          holds personal details, so keep it private and delete it when you are done.
        </Typography>
        <Button
          variant="contained"
          startIcon={<DownloadIcon />}
          onClick={() => window.open(getExportNewsletterSubscribersCsvUrl(), '_blank', 'noopener')}
        >
          Export Newsletter Subscribers (CSV)
        </Button>
      </Paper>
    </Stack>
  );
}
