import { Body, Controller, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { FormThrottle } from '../common/form-throttle/form-throttle.decorator';
import { BODY_LIMITS, BodyLimit } from '../common/request-limits';
import { SubscribeNewsletterDto, SubscribeNewsletterResponseDto } from './newsletter.dto';
import { NewsletterService } from './newsletter.service';

@ApiTags('newsletter')
@Controller('newsletter')
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** Adds an address to the newsletter (bonus: the free PDF guide). */
  @Post('subscribe')
  @FormThrottle()
  @BodyLimit(BODY_LIMITS.tiny)
  @ApiCreatedResponse({ type: SubscribeNewsletterResponseDto })
  @ApiBadRequestResponse({ description: 'The email address is missing or invalid.' })
  @ApiConflictResponse({ description: 'Email already subscribed.' })
  async subscribeNewsletter(@Body() body: SubscribeNewsletterDto): Promise<SubscribeNewsletterResponseDto> {
    return this.newsletter.subscribe(body.email);
  }
}
