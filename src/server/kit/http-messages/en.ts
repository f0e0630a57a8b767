export const httpMessagesEn = {
  bodyTooLarge: 'The request body is too large: at most {{limit}} are accepted here.',
  bodyNestedTooDeep:
    'The request body is nested too deeply: at most {{depth}} levels are accepted.',
  methodNotAllowed: 'The method {{method}} is not allowed here. Allowed: {{allowed}}.',
  wrongValueType: 'A value in the request has the wrong type for its field.',
  foreignOrigin: 'This request comes from another site and was refused.',
  formNotUrlEncoded: 'This form is sent as application/x-www-form-urlencoded only.',
  invalidLimit: 'The parameter {{name}} must be a whole number from 1 to {{max}}.',
  invalidWholeNumber: 'The parameter {{name}} must be a whole number from {{min}} to {{max}}.',
  invalidJson: 'The parameter {{name}} is not valid JSON.',
  formFieldNotJson: 'The form field {{name}} is not valid JSON.',
  invalidSort: 'The parameter {{name}} must be a field name or a list of field names.',
  joinSortLocalized:
    'The parameter {{name}} cannot sort by {{path}}: joined documents cannot be sorted by a localized field.',
  queryUnreadable:
    'The query string cannot be read unambiguously: it is nested more than 10 levels deep or has brackets in its names.',
  whereNotConditions:
    'The filter (where) must be a set of conditions on fields, such as where[title][equals]=Hello.',
  whereAndOrNotList: 'The filter’s {{name}} must be a list of conditions.',
  whereNoOperator:
    'The filter on {{path}} must name an operator, such as where[{{path}}][equals]=….',
  whereUnknownOperator:
    'The filter on {{path}} uses {{operator}}, which is not an operator. Operators: {{operators}}.',
  whereOperatorNotForField: 'The operator {{operator}} cannot be used on {{path}}.',
  whereValueNotScalar:
    'The filter {{operator}} on {{path}} takes a value or a list of values, not an object.',
  whereSpatialValue:
    'The filter {{operator}} on {{path}} needs "longitude,latitude" with optional maximum and minimum distances (near), or a GeoJSON geometry with numeric coordinates, sent as JSON (within, intersects).',
  whereTooLarge:
    'The filter (where) is too large: at most {{conditions}} conditions, {{values}} values and {{levels}} levels of and/or are accepted.',
  queryTooComplex:
    'The query is too complex for the database. Use fewer conditions, values or levels of and/or.',
  responseTooLarge:
    'The answer would be larger than {{megabytes}} MB. Ask for fewer documents (limit), fewer fields (select) or a lower depth.',
  databaseBusy: 'The database is busy. Nothing was changed; try again in a moment.',
  serverStopping: 'The server is restarting. Nothing was changed; try again in a moment.',
  serviceUnavailable:
    'The server cannot reach a service it needs. Nothing was changed; try again in a moment.',
} as const
