import { createElement } from 'react';
import { ConfirmationEmail } from './confirmation-email';
import { renderEmail } from './render-email';

describe(ConfirmationEmail.name, () => {
  it('renders HTML and a plain-text part with the link and the sender', async () => {
    const sut = await renderEmail(
      createElement(ConfirmationEmail, {
        sender: { publicUrl: 'https://dive.example', replyAddress: 'hello@dive.example' },
        confirmUrl: 'https://dive.example/newsletter/confirm?token=1.2.abc',
        guideTitle: 'The Guide',
        linkDays: 14,
      }),
    );
    expect(sut.html).toContain('href="https://dive.example/newsletter/confirm?token=1.2.abc"');
    expect(sut.text).toContain('https://dive.example/newsletter/confirm?token=1.2.abc');
    expect(sut.text).toContain('Sent by Dive Down Under');
  });
});
