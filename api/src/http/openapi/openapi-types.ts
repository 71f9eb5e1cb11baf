/** The parts of an OpenAPI 3.1 document this project writes (the rest of the format is unused). */

export type JsonSchema = { [keyword: string]: unknown };

export interface ParameterObject {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface MediaTypeObject {
  schema?: JsonSchema;
}

export interface ResponseObject {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content?: Record<string, MediaTypeObject>;
}

export interface OperationObject {
  tags: string[];
  summary: string;
  description?: string;
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  parameters?: ParameterObject[];
  requestBody?: {
    required: boolean;
    description?: string;
    content: Record<string, MediaTypeObject>;
  };
  responses: Record<string, ResponseObject>;
}

export type HttpMethodName = 'delete' | 'get' | 'patch' | 'post' | 'put';

export type PathItemObject = Partial<Record<HttpMethodName, OperationObject>>;

export interface SecuritySchemeObject {
  type: 'http';
  scheme: 'bearer';
  bearerFormat?: string;
  description: string;
}

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

export interface OpenApiDocument {
  openapi: '3.1.1';
  info: OpenApiInfo;
  jsonSchemaDialect: string;
  tags: { name: string }[];
  paths: Record<string, PathItemObject>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, SecuritySchemeObject>;
  };
}
