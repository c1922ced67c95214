import type { ServerFnName } from '../http/server-fn-id.server.ts'

/** The API lab's run (`runLabTool`), the one server function that takes files. */
export const labUploadFn: ServerFnName = {
  filename: 'server-functions/pdf-api/lab.functions.ts',
  functionName: 'runLabTool_createServerFn_handler',
}
