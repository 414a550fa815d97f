import { $api } from '../../../api/api-client';

/**
 * The company's branches by id, to say whose bot an entry belongs to; the section form's options
 * list every branch a company has.
 */
export function branchOptionsQueryOptions() {
  return $api.queryOptions('get', '/api/v1/common/addsection');
}
