import { BadRequestException, ConflictException, HttpException, NotFoundException } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { errorBody, sendError, sentenceOf } from './error-body';

describe('errorBody', () => {
  it('gives a plain message with the status text as error', () => {
    expect(errorBody(new NotFoundException('Dive site 7 was not found.'))).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Dive site 7 was not found.',
    });
  });

  it('joins validation messages into one sentence and lists them in details', () => {
    const body = errorBody(new BadRequestException(['name is required', 'latitude must be a number between -90 and 90']));
    expect(body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'name is required; latitude must be a number between -90 and 90.',
      details: ['name is required', 'latitude must be a number between -90 and 90'],
    });
  });

  it('keeps a single validation message as it is', () => {
    expect(errorBody(new BadRequestException(['Please enter your name.'])).message).toBe('Please enter your name.');
  });

  it('keeps extra fields of an object body but writes the status text itself', () => {
    const body = errorBody(new ConflictException({ statusCode: 409, error: 'Oops', message: 'Still used.', usedBy: [1] }));
    expect(body).toEqual({ statusCode: 409, error: 'Conflict', message: 'Still used.', usedBy: [1] });
  });

  it('falls back to the status text when there is no message', () => {
    expect(errorBody(new HttpException('', 418))).toEqual({ statusCode: 418, error: "I'm a Teapot", message: "I'm a Teapot" });
  });
});

describe('sentenceOf', () => {
  it('puts whole sentences one after the other', () => {
    expect(sentenceOf(['Please enter your name.', 'Please enter a subject.'])).toBe('Please enter your name. Please enter a subject.');
  });

  it('joins fragments with semicolons, dropping inner full stops, and ends with one', () => {
    expect(sentenceOf(['name is required', 'email contains an invalid character.', '…and 3 more problems.'])).toBe(
      'name is required; email contains an invalid character; …and 3 more problems.',
    );
  });
});

describe('sendError', () => {
  function recordingReply(sent = false) {
    const answer: { status?: number; body?: unknown } = {};
    const reply = {
      sent,
      code(status: number) {
        answer.status = status;
        return reply;
      },
      send(body: unknown) {
        answer.body = body;
        return reply;
      },
    };
    return { reply: reply as unknown as FastifyReply, answer };
  }

  it('adds the status text second, as errorBody writes it', () => {
    const { reply, answer } = recordingReply();
    sendError(reply, { statusCode: 415, message: 'Send JSON.' });
    expect(answer.status).toBe(415);
    expect(JSON.stringify(answer.body)).toBe('{"statusCode":415,"error":"Unsupported Media Type","message":"Send JSON."}');
  });

  it('sends a body errorBody wrote as it is', () => {
    const { reply, answer } = recordingReply();
    const body = errorBody(new ConflictException({ message: 'Still used.', usedBy: ['a review'] }));
    sendError(reply, body);
    expect(answer).toEqual({ status: 409, body });
  });

  it('leaves an answer already sent alone', () => {
    const { reply, answer } = recordingReply(true);
    sendError(reply, { statusCode: 404, message: 'No photo is stored at this address.' });
    expect(answer).toEqual({});
  });
});
