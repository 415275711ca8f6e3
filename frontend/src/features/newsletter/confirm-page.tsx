import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useConfirmNewsletter } from '@/api/generated/endpoints/newsletter-links/newsletter-links';
import { ConfirmWindowAlert } from './alert-confirm';
import { isAlertToken } from './alert-token';
import { ConfirmLinkPage } from './confirm-link-page';

export const GUIDE_TITLE = '10 Must-Have Items for Your First Dive Trip';

/**
 * Where the sign-up confirmation e-mail leads. Opening the page changes nothing (mail scanners open
 * every link); the visitor confirms with the button, then downloads the guide.
 */
export function ConfirmSubscriptionPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmNewsletter();

  if (isAlertToken(token)) return <ConfirmWindowAlert token={token} />;

  return (
    <ConfirmLinkPage
      token={token}
      title="Confirm your subscription"
      description="Confirm your Dive Down Under newsletter subscription."
      heroTitle="Confirm your subscription"
      eyebrow="Newsletter"
      lead="One click and you are on the list, with your free guide ready to download."
      missingToken="This link is missing its code. Please open the whole link from the confirmation e-mail, or sign up again on our home page."
      question="Confirm your subscription?"
      explanation={
        <>
          Confirm below to receive the Dive Down Under newsletter and download the free guide &ldquo;{GUIDE_TITLE}&rdquo;. You can
          unsubscribe with one click in any newsletter.
        </>
      }
      actionLabel="Confirm subscription"
      confirm={confirm}
      done={(answer) => ({
        title: answer.alreadyConfirmed ? 'Already confirmed' : 'You are subscribed',
        message: answer.message,
        next: (
          <>
            <Button variant="contained" color="secondary" size="large" href={answer.guideUrl} download>
              Download the free guide (PDF)
            </Button>
            <Typography variant="body2" color="text.secondary">
              &ldquo;{GUIDE_TITLE}&rdquo;. You can also read it on our blog.
            </Typography>
          </>
        ),
      })}
    />
  );
}
