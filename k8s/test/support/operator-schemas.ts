// Offline schemas for the operators' resources. No npm package ships models for the Strimzi or
// MongoDB Community CRDs, so these hold the fields their documentation describes (strict where a
// typo would otherwise pass silently); kubernetes-models covers every built-in kind.
import { z } from 'zod';

const name = z
  .string()
  .regex(/^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/, 'a DNS-1123 name')
  .max(253);
const quantity = z.string().regex(/^[0-9.]+(m|Ki|Mi|Gi|Ti|k|M|G|T)?$/, 'a Kubernetes quantity');
const resources = z
  .object({
    requests: z.record(z.string(), z.union([quantity, z.number()])).optional(),
    limits: z.record(z.string(), z.union([quantity, z.number()])).optional(),
  })
  .strict();
const clusterLabel = z.object({ 'strimzi.io/cluster': name }).passthrough();
const metadata = z.object({ name, namespace: name.optional() }).passthrough();
const kafkaConfig = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]));
const labelSelector = z
  .object({
    matchLabels: z.record(z.string(), z.string()).optional(),
    matchExpressions: z
      .array(z.object({ key: z.string(), operator: z.string(), values: z.array(z.string()).optional() }))
      .optional(),
  })
  .strict();

/** mongodbcommunity.mongodb.com/v1 MongoDBCommunity (MongoDB Community operator docs). */
export const MongoDBCommunity = z.object({
  apiVersion: z.literal('mongodbcommunity.mongodb.com/v1'),
  kind: z.literal('MongoDBCommunity'),
  metadata,
  spec: z
    .object({
      type: z.literal('ReplicaSet'),
      members: z.number().int().min(1),
      arbiters: z.number().int().min(0).optional(),
      version: z.string().regex(/^\d+\.\d+\.\d+$/, 'a MongoDB version such as 8.0.4'),
      featureCompatibilityVersion: z.string().optional(),
      security: z
        .object({
          authentication: z
            .object({
              modes: z.array(z.enum(['SCRAM', 'SCRAM-SHA-1', 'SCRAM-SHA-256', 'X509'])).min(1),
              ignoreUnknownUsers: z.boolean().optional(),
            })
            .strict(),
          tls: z.object({ enabled: z.boolean() }).passthrough().optional(),
        })
        .strict(),
      users: z
        .array(
          z
            .object({
              name: z.string().min(1),
              db: z.string().min(1).default('admin'),
              passwordSecretRef: z.object({ name, key: z.string().optional() }).strict(),
              roles: z.array(z.object({ name: z.string().min(1), db: z.string().min(1) }).strict()).min(1),
              scramCredentialsSecretName: name,
              connectionStringSecretName: name.optional(),
              additionalConnectionStringConfig: z.record(z.string(), z.unknown()).optional(),
            })
            .strict(),
        )
        .min(1),
      additionalMongodConfig: z.record(z.string(), z.unknown()).optional(),
      statefulSet: z.object({ spec: z.record(z.string(), z.unknown()) }).optional(),
      replicaSetHorizons: z.array(z.record(z.string(), z.string())).optional(),
      prometheus: z.record(z.string(), z.unknown()).optional(),
      agent: z.record(z.string(), z.unknown()).optional(),
    })
    .strict(),
});

const listener = z
  .object({
    name: z.string().regex(/^[a-z0-9]{1,11}$/, 'up to 11 lowercase letters or digits'),
    // Strimzi keeps 9090, 9091, 9093 and 9404 for itself (controllers, replication, metrics).
    port: z
      .number()
      .int()
      .min(9092)
      .refine((port) => ![9093, 9404, 9999].includes(port), 'a port Strimzi reserves'),
    type: z.enum(['internal', 'cluster-ip', 'route', 'loadbalancer', 'nodeport', 'ingress']),
    tls: z.boolean(),
    authentication: z
      .object({ type: z.enum(['tls', 'scram-sha-512', 'oauth', 'custom']) })
      .passthrough()
      .optional(),
    configuration: z.record(z.string(), z.unknown()).optional(),
    networkPolicyPeers: z
      .array(
        z
          .object({ podSelector: labelSelector.optional(), namespaceSelector: labelSelector.optional() })
          .strict(),
      )
      .optional(),
  })
  .strict();

/** kafka.strimzi.io/v1beta2 Kafka in KRaft mode with node pools (Strimzi 0.46+ docs). */
export const Kafka = z.object({
  apiVersion: z.literal('kafka.strimzi.io/v1beta2'),
  kind: z.literal('Kafka'),
  metadata,
  spec: z
    .object({
      kafka: z
        .object({
          version: z
            .string()
            .regex(/^\d+\.\d+\.\d+$/)
            .optional(),
          metadataVersion: z.string().optional(),
          listeners: z.array(listener).min(1),
          config: kafkaConfig.optional(),
          authorization: z.record(z.string(), z.unknown()).optional(),
          template: z.record(z.string(), z.unknown()).optional(),
          metricsConfig: z.record(z.string(), z.unknown()).optional(),
        })
        .strict(),
      entityOperator: z
        .object({
          topicOperator: z.record(z.string(), z.unknown()).optional(),
          userOperator: z.record(z.string(), z.unknown()).optional(),
        })
        .strict()
        .optional(),
      cruiseControl: z.record(z.string(), z.unknown()).optional(),
    })
    .strict(),
});

/** kafka.strimzi.io/v1beta2 KafkaNodePool. */
export const KafkaNodePool = z.object({
  apiVersion: z.literal('kafka.strimzi.io/v1beta2'),
  kind: z.literal('KafkaNodePool'),
  metadata: metadata.extend({ labels: clusterLabel }),
  spec: z
    .object({
      replicas: z.number().int().min(0),
      roles: z.array(z.enum(['controller', 'broker'])).min(1),
      storage: z
        .object({
          type: z.literal('jbod'),
          volumes: z
            .array(
              z
                .object({
                  id: z.number().int().min(0),
                  type: z.enum(['persistent-claim', 'ephemeral']),
                  size: quantity.optional(),
                  class: z.string().optional(),
                  deleteClaim: z.boolean().optional(),
                  kraftMetadata: z.literal('shared').optional(),
                })
                .strict(),
            )
            .min(1),
        })
        .strict(),
      resources: resources.optional(),
      jvmOptions: z.record(z.string(), z.unknown()).optional(),
      template: z.record(z.string(), z.unknown()).optional(),
    })
    .strict(),
});

/** kafka.strimzi.io/v1beta2 KafkaTopic. */
export const KafkaTopic = z.object({
  apiVersion: z.literal('kafka.strimzi.io/v1beta2'),
  kind: z.literal('KafkaTopic'),
  metadata: metadata.extend({ labels: clusterLabel }),
  spec: z
    .object({
      topicName: z.string().optional(),
      partitions: z.number().int().min(1),
      replicas: z.number().int().min(1).max(32767),
      config: kafkaConfig.optional(),
    })
    .strict(),
});

export const operatorSchemas: Record<string, z.ZodType> = {
  'mongodbcommunity.mongodb.com/v1/MongoDBCommunity': MongoDBCommunity,
  'kafka.strimzi.io/v1beta2/Kafka': Kafka,
  'kafka.strimzi.io/v1beta2/KafkaNodePool': KafkaNodePool,
  'kafka.strimzi.io/v1beta2/KafkaTopic': KafkaTopic,
};
