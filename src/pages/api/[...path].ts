// Any /api path no endpoint claims: a JSON 404 rather than the HTML not-found page.
import { errorResponse } from '../../server/http/endpoint';

export const prerender = false;

export const ALL = () => errorResponse(404, 'No such API endpoint.');
