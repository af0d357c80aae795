// Any /api path no endpoint claims: a JSON 404 rather than the HTML not-found page.
import { NO_SUCH_ENDPOINT } from '../../server/http/apiPaths';
import { errorResponse } from '../../server/http/edge';

export const prerender = false;

export const ALL = () => errorResponse(404, NO_SUCH_ENDPOINT);
