import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const FAQS = [
  {
    question: 'Can you recommend gear for me?',
    answer:
      'Yes. Tell us where you dive, how often, your budget and any gear you already own, and we will point you to a few options from our reviews that suit you. We do not do paid endorsements, so you get our honest pick.',
  },
  {
    question: 'Will you review a product I suggest?',
    answer:
      'We love suggestions. We cannot test everything, but requests from readers help us decide what goes into the water next. If a brand wants a review, we buy or borrow the item on the same terms as everything else and they do not see the review first.',
  },
  {
    question: 'Do you run dive courses?',
    answer:
      'No, we do not teach or certify divers ourselves. For training, contact a dive centre affiliated with PADI, SSI or another recognised agency near you. We are happy to explain what each course involves so you know what to ask.',
  },
  {
    question: 'How do you choose the dive sites you feature?',
    answer:
      'Our map draws on open data from OpenDiveMap contributors and the Western Australian government, and we add guides for sites our team has dived or that local operators rate highly. Sites are checked for access, typical conditions and the experience level they suit.',
  },
];

/** The four common questions at the foot of the contact page. */
export function ContactFaq() {
  return (
    <Box component="section" aria-labelledby="contact-faq-heading">
      <Typography id="contact-faq-heading" variant="h4" component="h2" sx={{ textAlign: 'center', mb: 4 }}>
        Frequently asked questions
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {FAQS.map((faq) => (
          <Paper key={faq.question} variant="outlined" sx={{ p: 3, borderRadius: 1 }}>
            <Typography variant="h6" component="h3" gutterBottom>
              {faq.question}
            </Typography>
            <Typography sx={{ color: 'text.secondary' }}>{faq.answer}</Typography>
          </Paper>
        ))}
      </Box>
    </Box>
  );
}
