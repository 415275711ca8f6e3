import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiPayloadTooLargeResponse, ApiTags } from '@nestjs/swagger';
import { FormThrottle } from '../common/form-throttle/form-throttle.decorator';
import { BODY_LIMITS, BodyLimit } from '../common/request-limits';
import { SendContactMessageDto, SendContactMessageResponseDto } from './contact.dto';
import { ContactService } from './contact.service';
import { ErrorResponseDto } from '../common/errors/error-response.dto';

@ApiTags('contact')
@Controller('contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /**
   * Saves a visitor's message and e-mails it to the owner.
   *
   * @remarks Public, rate-limited per address (429 with Retry-After). The message is saved first; `emailSent` says
   * whether the owner's copy went out during the request. If not, it waits in the outbox and is sent later, so
   * nothing is lost.
   */
  @Post()
  @HttpCode(HttpStatus.OK)
  @FormThrottle()
  @BodyLimit(BODY_LIMITS.form)
  @ApiOkResponse({ type: SendContactMessageResponseDto })
  @ApiBadRequestResponse({ type: ErrorResponseDto, description: 'A field is missing, invalid or too long.' })
  @ApiPayloadTooLargeResponse({ type: ErrorResponseDto, description: 'The request body is over 64 KB or has too many fields.' })
  async sendContactMessage(@Body() body: SendContactMessageDto): Promise<SendContactMessageResponseDto> {
    return this.contact.send(body);
  }
}
