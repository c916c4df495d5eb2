// Post fields as form data (application/x-www-form-urlencoded); true only on HTTP 200.
export async function postForm(url: string, fields: Record<string, string>): Promise<boolean> {
  try {
    // Resolved against the document, so it also works when the page sets a <base>.
    const response = await fetch(new URL(url, document.baseURI), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
    return response.status === 200;
  } catch {
    // Network failure counts as an error, like a non-200 answer (SPEC §8).
    return false;
  }
}
