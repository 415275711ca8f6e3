/**
 * A Response whose body is already a string. text() hands the string back: a Response built from a
 * string encodes it to UTF-8 and text() decodes it again, about 5 ms each way for the 230 KB dive-site
 * list, and a render's API answer crosses that way twice (inject → render thread → page bundle).
 */
export class TextResponse extends Response {
  constructor(
    readonly bodyText: string | null,
    init: ResponseInit,
  ) {
    super(null, init);
  }

  override text(): Promise<string> {
    return Promise.resolve(this.bodyText ?? '');
  }

  override json(): Promise<unknown> {
    return Promise.resolve(JSON.parse(this.bodyText ?? ''));
  }
}

/** The body of an API answer as text, without a decode when it is a TextResponse. */
export async function bodyTextOf(response: Response): Promise<string | null> {
  if (response instanceof TextResponse) return response.bodyText;
  return response.body ? await response.text() : null;
}
