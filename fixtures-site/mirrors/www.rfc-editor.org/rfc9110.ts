/**
 * The outline of RFC 9110 (HTTP Semantics) as published: section numbers and titles, with the
 * method table of section 9.1. A task asks for the title of section 9 ("Methods").
 */

/** [number, title, subsections]. */
export type OutlineEntry = readonly [string, string, (readonly OutlineEntry[])?];

const codes = (base: string, list: ReadonlyArray<[number, string]>): OutlineEntry[] => list.map(([code, name], i) => [`${base}.${i + 1}`, `${code} ${name}`]);

export const RFC9110_OUTLINE: readonly OutlineEntry[] = [
  ['1', 'Introduction', [['1.1', 'Purpose'], ['1.2', 'History and Evolution'], ['1.3', 'Core Semantics'], ['1.4', 'Specifications Obsoleted by This Document']]],
  ['2', 'Conformance', [['2.1', 'Syntax Notation'], ['2.2', 'Requirements Notation'], ['2.3', 'Length Requirements'], ['2.4', 'Error Handling'], ['2.5', 'Protocol Version']]],
  ['3', 'Terminology and Core Concepts', [['3.1', 'Resources'], ['3.2', 'Representations'], ['3.3', 'Connections, Clients, and Servers'], ['3.4', 'Messages'], ['3.5', 'User Agents'], ['3.6', 'Origin Server'], ['3.7', 'Intermediaries'], ['3.8', 'Caches'], ['3.9', 'Example Message Exchange']]],
  ['4', 'Identifiers in HTTP', [['4.1', 'URI References'], ['4.2', 'HTTP-Related URI Schemes'], ['4.3', 'Authoritative Access']]],
  ['5', 'Fields', [['5.1', 'Field Names'], ['5.2', 'Field Lines and Combined Field Value'], ['5.3', 'Field Order'], ['5.4', 'Field Limits'], ['5.5', 'Field Values'], ['5.6', 'Common Rules for Defining Field Values']]],
  ['6', 'Message Abstraction', [['6.1', 'Framing and Completeness'], ['6.2', 'Control Data'], ['6.3', 'Header Fields'], ['6.4', 'Content'], ['6.5', 'Trailer Fields'], ['6.6', 'Message Metadata']]],
  ['7', 'Routing HTTP Messages', [['7.1', 'Determining the Target Resource'], ['7.2', 'Host and :authority'], ['7.3', 'Routing Inbound Requests'], ['7.4', 'Rejecting Misdirected Requests'], ['7.5', 'Response Correlation'], ['7.6', 'Message Forwarding'], ['7.7', 'Message Transformations'], ['7.8', 'Upgrade']]],
  ['8', 'Representation Data and Metadata', [['8.1', 'Representation Data'], ['8.2', 'Representation Metadata'], ['8.3', 'Content-Type'], ['8.4', 'Content-Encoding'], ['8.5', 'Content-Language'], ['8.6', 'Content-Length'], ['8.7', 'Content-Location'], ['8.8', 'Validator Fields']]],
  ['9', 'Methods', [
    ['9.1', 'Overview'],
    ['9.2', 'Common Method Properties', [['9.2.1', 'Safe Methods'], ['9.2.2', 'Idempotent Methods'], ['9.2.3', 'Methods and Caching']]],
    ['9.3', 'Method Definitions', [['9.3.1', 'GET'], ['9.3.2', 'HEAD'], ['9.3.3', 'POST'], ['9.3.4', 'PUT'], ['9.3.5', 'DELETE'], ['9.3.6', 'CONNECT'], ['9.3.7', 'OPTIONS'], ['9.3.8', 'TRACE']]],
  ]],
  ['10', 'Message Context', [['10.1', 'Request Context Fields'], ['10.2', 'Response Context Fields']]],
  ['11', 'HTTP Authentication', [['11.1', 'Authentication Scheme'], ['11.2', 'Authentication Parameters'], ['11.3', 'Challenge and Response'], ['11.4', 'Credentials'], ['11.5', 'Establishing a Protection Space (Realm)'], ['11.6', 'Authenticating Users to Origin Servers'], ['11.7', 'Authenticating Clients to Proxies']]],
  ['12', 'Content Negotiation', [['12.1', 'Proactive Negotiation'], ['12.2', 'Reactive Negotiation'], ['12.3', 'Request Content Negotiation'], ['12.4', 'Content Negotiation Field Features'], ['12.5', 'Content Negotiation Fields']]],
  ['13', 'Conditional Requests', [['13.1', 'Preconditions'], ['13.2', 'Evaluation of Preconditions']]],
  ['14', 'Range Requests', [['14.1', 'Range Units'], ['14.2', 'Range'], ['14.3', 'Accept-Ranges'], ['14.4', 'Content-Range'], ['14.5', 'Partial PUT'], ['14.6', 'Media Type multipart/byteranges']]],
  ['15', 'Status Codes', [
    ['15.1', 'Overview of Status Codes'],
    ['15.2', 'Informational 1xx', codes('15.2', [[100, 'Continue'], [101, 'Switching Protocols']])],
    ['15.3', 'Successful 2xx', codes('15.3', [[200, 'OK'], [201, 'Created'], [202, 'Accepted'], [203, 'Non-Authoritative Information'], [204, 'No Content'], [205, 'Reset Content'], [206, 'Partial Content']])],
    ['15.4', 'Redirection 3xx', codes('15.4', [[300, 'Multiple Choices'], [301, 'Moved Permanently'], [302, 'Found'], [303, 'See Other'], [304, 'Not Modified'], [305, 'Use Proxy'], [306, '(Unused)'], [307, 'Temporary Redirect'], [308, 'Permanent Redirect']])],
    ['15.5', 'Client Error 4xx', codes('15.5', [[400, 'Bad Request'], [401, 'Unauthorized'], [402, 'Payment Required'], [403, 'Forbidden'], [404, 'Not Found'], [405, 'Method Not Allowed'], [406, 'Not Acceptable'], [407, 'Proxy Authentication Required'], [408, 'Request Timeout'], [409, 'Conflict'], [410, 'Gone'], [411, 'Length Required'], [412, 'Precondition Failed'], [413, 'Content Too Large'], [414, 'URI Too Long'], [415, 'Unsupported Media Type'], [416, 'Range Not Satisfiable'], [417, 'Expectation Failed'], [418, '(Unused)'], [421, 'Misdirected Request'], [422, 'Unprocessable Content'], [426, 'Upgrade Required']])],
    ['15.6', 'Server Error 5xx', codes('15.6', [[500, 'Internal Server Error'], [501, 'Not Implemented'], [502, 'Bad Gateway'], [503, 'Service Unavailable'], [504, 'Gateway Timeout'], [505, 'HTTP Version Not Supported']])],
  ]],
  ['16', 'Extending HTTP', [['16.1', 'Method Extensibility'], ['16.2', 'Status Code Extensibility'], ['16.3', 'Field Extensibility'], ['16.4', 'Authentication Scheme Extensibility'], ['16.5', 'Range Unit Extensibility'], ['16.6', 'Content Coding Extensibility'], ['16.7', 'Upgrade Token Registry']]],
  ['17', 'Security Considerations', [['17.1', 'Establishing Authority'], ['17.2', 'Risks of Intermediaries'], ['17.3', 'Attacks Based on File and Path Names'], ['17.4', 'Attacks Based on Command, Code, or Query Injection'], ['17.5', 'Attacks via Protocol Element Length'], ['17.6', 'Attacks Using Shared-Dictionary Compression'], ['17.7', 'Disclosure of Personal Information'], ['17.8', 'Privacy of Server Log Information']]],
  ['18', 'IANA Considerations', [['18.1', 'URI Scheme Registration'], ['18.2', 'Method Registration'], ['18.3', 'Status Code Registration'], ['18.4', 'Field Name Registration'], ['18.5', 'Authentication Scheme Registration'], ['18.6', 'Content Coding Registration'], ['18.7', 'Range Unit Registration'], ['18.8', 'Media Type Registration'], ['18.9', 'Port Registration'], ['18.10', 'Upgrade Token Registration']]],
  ['19', 'References', [['19.1', 'Normative References'], ['19.2', 'Informative References']]],
];

/** Table 4 of RFC 9110: the methods section 9.3 defines. */
export const METHOD_TABLE: ReadonlyArray<readonly [string, string, string]> = [
  ['GET', 'Transfer a current representation of the target resource.', '9.3.1'],
  ['HEAD', 'Same as GET, but do not transfer the response content.', '9.3.2'],
  ['POST', 'Perform resource-specific processing on the request content.', '9.3.3'],
  ['PUT', 'Replace all current representations of the target resource with the request content.', '9.3.4'],
  ['DELETE', 'Remove all current representations of the target resource.', '9.3.5'],
  ['CONNECT', 'Establish a tunnel to the server identified by the target resource.', '9.3.6'],
  ['OPTIONS', 'Describe the communication options for the target resource.', '9.3.7'],
  ['TRACE', 'Perform a message loop-back test along the path to the target resource.', '9.3.8'],
];

/** Opening sentences of sections whose wording the mirror keeps as published. */
export const RFC9110_OPENINGS: Readonly<Record<string, string>> = {
  '9.1': 'The request method token is the primary source of request semantics; it indicates the purpose for which the client has made this request and what is expected by the client as a successful result.',
  '9.3.1': 'The GET method requests transfer of a current selected representation for the target resource.',
  '15.1': 'The status code of a response is a three-digit integer code that describes the result of the request and the semantics of the response, including whether the request was successful and what content is enclosed (if any).',
};
