// The status an admin sets on an order, or filters the order list by.
import { z } from 'zod';
import { ORDER_STATUS_MESSAGE, ORDER_STATUSES } from '../orderStatuses';

export const orderStatusField = z.enum(ORDER_STATUSES, { error: ORDER_STATUS_MESSAGE });
